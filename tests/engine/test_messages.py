from kortbord.engine import QT_TRANSLATE_NOOP, Card, CardRef, Catalog, RankRef, SeatRef, SuitRef
from kortbord.engine.messages import card_name, render

_ = Catalog("demo")
MATCH = _("R2.must_match", QT_TRANSLATE_NOOP("demo", "Play {suit}, a {rank} or an eight"))


def test_message_key_cites_the_rule():
    msg = MATCH(suit=SuitRef("C"), rank=RankRef("7"))
    assert msg.key == "demo.R2.must_match" and msg.rule == "R2"
    assert msg.english() == "Play clubs, a seven or an eight"


def test_render_translates_text_and_parameters():
    table = {("demo", "Play {suit}, a {rank} or an eight"): "Spil {suit}, en {rank} eller en otter",
             ("cards", "clubs"): "klør", ("cards", "seven"): "syver"}
    msg = MATCH(suit=SuitRef("C"), rank=RankRef("7"))
    assert render(msg, lambda c, t: table.get((c, t), t), {}) == "Spil klør, en syver eller en otter"


def test_broken_translation_falls_back_to_source():
    msg = MATCH(suit=SuitRef("C"), rank=RankRef("7"))
    assert render(msg, lambda c, t: "Spil {colour}" if c == "demo" else t, {}) == "Play clubs, a seven or an eight"


def test_card_and_seat_parameters():
    msg = _("x", "{who} played {card}")(who=SeatRef(1), card=Card.parse("QS"))
    assert msg.english({1: "Bo"}) == "Bo played Q♠"
    assert card_name(Card.parse("TD"), lambda c, t: t) == "10♦"
    assert card_name(Card.parse("Gskip"), lambda c, t: t) == "green Skip"
    assert card_name(Card.parse("JK.1"), lambda c, t: t) == "joker"


def test_a_named_card_renders_like_the_card_but_is_not_one():
    msg = _("y", "{who} says {claim}")(who=SeatRef(0), claim=CardRef(Card.parse("KH")))
    assert msg.english({0: "Anna"}) == "Anna says K♥"
    assert not any(isinstance(value, Card) for _name, value in msg.params)
