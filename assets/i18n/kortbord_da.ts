<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;kortbord %1&lt;/h3&gt;&lt;p&gt;A card table for the games Danish and Swedish families play.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;kortbord %1&lt;/h3&gt;&lt;p&gt;Et kortbord til de spil, danske og svenske familier spiller.&lt;/p&gt;&lt;p&gt;Fri software under MIT-licensen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About kortbord</source>
        <translation>Om kortbord</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>kortbord – an error</source>
        <extracomment>``kortbord.log`` is rotated once it reaches this size (one old copy is kept). At most this many error dialogs in one run; later errors are only logged. Details shown in one dialog are cut to this many characters (the log has them all).</extracomment>
        <translation>kortbord – en fejl</translation>
    </message>
    <message>
        <source>Something went wrong… kortbord met an error it did not expect.

Your game is kept as it was before the error: start kortbord again to go on from there. What happened is written in %1.</source>
        <translation>Noget gik galt… kortbord løb ind i en fejl, den ikke havde regnet med.

Dit spil er gemt, som det var før fejlen: start kortbord igen for at spille videre derfra. Hvad der skete, står i %1.</translation>
    </message>
    <message>
        <source>Copy the details</source>
        <translation>Kopiér detaljerne</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>%1 – the lowest total wins</source>
        <translation>%1 – laveste sum vinder</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Spil igen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>%1 won!</source>
        <translation>%1 vandt!</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 deler sejren!</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Sort by suit</source>
        <translation>Sortér efter kulør</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Sortér efter værdi</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <extracomment>Settings keys of what the player typed last.</extracomment>
        <translation>Deltag i et spil</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Borde på dette netværk:</translation>
    </message>
    <message>
        <source>Looking for tables… A table on another network can be joined by its address.</source>
        <translation>Leder efter borde… Et bord på et andet netværk kan du komme med ved via dets adresse.</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>for eksempel 192.168.1.20</translation>
    </message>
    <message>
        <source>six digits, shown on the host&apos;s table</source>
        <translation>seks cifre, som står på værtens bord</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Kode:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>%1 – host: %2 – open seats: %3 – %4</source>
        <translation>%1 – vært: %2 – ledige pladser: %3 – %4</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, for example 192.168.1.20.</source>
        <translation>Skriv værtens adresse, for eksempel 192.168.1.20.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Forbinder…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Game speed: (animation speed factor, computer players&apos; pause in ms). Settings key naming the match in which undo was used (game, seed, dealer). Below this window width the score panel gives way to the table (behind its button). The score panel&apos;s part of the window&apos;s width (at least its narrowest, at most ``SCORE_MAX`` px). A message in the status line (news, a refusal, a failed save) gives way to the prompt of the position after this long (ms). The window&apos;s size on a screen that has room for it. Games won per seat in this session of &quot;Play again&quot; matches. Fixed computer pause in ms (screenshots: computers wait; benchmarks: no wait). One card renderer for every match of this window: its parsed decks, pixmaps and render thread are made once, not again for each new game. Play across PCs: the ``network.NetworkHost`` or ``JoinedTable`` of this table, if any. Whether the player wants the score panel shown, on a narrow and on a wide window.</extracomment>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Host a game on this network…</source>
        <translation>&amp;Vær vært for et spil på netværket…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Deltag i et spil…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Giv igen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>Take back your last move and the computers&apos; moves after it</source>
        <translation>Tag dit sidste træk tilbage og computerens træk efter det</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vis et godt træk</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Point</translation>
    </message>
    <message>
        <source>Show or hide the score sheet</source>
        <translation>Vis eller skjul pointlisten</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>Game &amp;speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsomt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtigt</translation>
    </message>
    <message>
        <source>&amp;Point out good cards</source>
        <translation>&amp;Vis gode kort</translation>
    </message>
    <message>
        <source>Mark the cards that are especially good to play now</source>
        <translation>Marker de kort, der er særlig gode at spille nu</translation>
    </message>
    <message>
        <source>&amp;Cards and table…</source>
        <translation>&amp;Kort og bord…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regler for dette spil</translation>
    </message>
    <message>
        <source>&amp;About kortbord</source>
        <translation>&amp;Om kortbord</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>%1 – kortbord</source>
        <translation>%1 – kortbord</translation>
    </message>
    <message>
        <source>The statistics could not be saved.</source>
        <translation>Statistikken kunne ikke gemmes.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Giv igen</translation>
    </message>
    <message>
        <source>Give up this game and deal again?</source>
        <translation>Vil du opgive dette spil og give kortene igen?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Host a game on this network</source>
        <extracomment>The preset item that stands for a game&apos;s default rules (when no named preset equals them).</extracomment>
        <translation>Vær vært for et spil på netværket</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spil:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Antal s&amp;pillere:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Seats (clockwise, you at the bottom)</source>
        <translation>Pladser (med uret, du sidder nederst)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerens styrke</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plads %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Open (another PC)</source>
        <translation>Ledig (en anden pc)</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Giv kort</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egne regler</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardregler</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Cards and table</source>
        <extracomment>Cards shown in the preview: an ace, a ten, a court card, a red pip card, a joker, and a back. Prefix of a deck file&apos;s entry in the deck list (built-in decks are their ``look/deck`` value).</extracomment>
        <translation>Kort og bord</translation>
    </message>
    <message>
        <source>Open a deck file…</source>
        <translation>Åbn en kortspilsfil…</translation>
    </message>
    <message>
        <source>Two colours (♠ ♣ black, ♥ ♦ red)</source>
        <translation>To farver (♠ ♣ sort, ♥ ♦ rød)</translation>
    </message>
    <message>
        <source>Four colours (♣ green, ♦ blue)</source>
        <translation>Fire farver (♣ grøn, ♦ blå)</translation>
    </message>
    <message>
        <source>Large print (big corner letters)</source>
        <translation>Stor skrift (store hjørnetegn)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Små</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Store</translation>
    </message>
    <message>
        <source>KDE card decks and aisleriot themes are found in:</source>
        <translation>KDE-kortspil og aisleriot-temaer findes i:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Kortspil:</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Farver:</translation>
    </message>
    <message>
        <source>Back:</source>
        <translation>Bagside:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kortstørrelse:</translation>
    </message>
    <message>
        <source>Open a card deck</source>
        <translation>Åbn et kortspil</translation>
    </message>
    <message>
        <source>Card decks (*.svg *.svgz index.desktop);;All files (*)</source>
        <translation>Kortspil (*.svg *.svgz index.desktop);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Only for kortbord&apos;s own decks</source>
        <translation>Kun til kortbords egne kortspil</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>It is left as it is for that version. This version keeps its own games in %1.</source>
        <extracomment>Qt&apos;s ``translate``; lupdate finds each text at its ``translate(&quot;Resume&quot;, ...)`` call.</extracomment>
        <translation>Det bliver liggende urørt til den udgave. Denne udgave gemmer sine egne spil i %1.</translation>
    </message>
    <message>
        <source>A game from a newer version</source>
        <translation>Et spil fra en nyere udgave</translation>
    </message>
    <message>
        <source>Continue the damaged game?</source>
        <translation>Fortsætte det beskadigede spil?</translation>
    </message>
    <message>
        <source>It is left as it is. A new game is dealt instead.</source>
        <translation>Den bliver liggende urørt. Der gives et nyt spil i stedet.</translation>
    </message>
    <message>
        <source>A new game is dealt instead.</source>
        <translation>Der gives et nyt spil i stedet.</translation>
    </message>
    <message>
        <source>A new game is dealt instead. The damaged file was kept as %1.</source>
        <translation>Der gives et nyt spil i stedet. Den beskadigede fil er gemt som %1.</translation>
    </message>
    <message>
        <source>The saved game could not be opened</source>
        <translation>Det gemte spil kunne ikke åbnes</translation>
    </message>
    <message>
        <source>Continue from move %1, where the moves lead?</source>
        <translation>Fortsætte fra træk %1, der hvor trækkene fører hen?</translation>
    </message>
    <message>
        <source>The saved game was damaged at its first move. Start it again from the deal?</source>
        <translation>Det gemte spil var beskadiget allerede ved første træk. Starte forfra fra samme kortgivning?</translation>
    </message>
    <message>
        <source>The saved game was damaged at move %1. Continue from move %2?</source>
        <translation>Det gemte spil var beskadiget ved træk %1. Fortsætte fra træk %2?</translation>
    </message>
    <message>
        <source>The game of a newer version of kortbord is left as it is; this game is kept in %1.</source>
        <translation>Spillet fra en nyere udgave af kortbord bliver liggende urørt; dette spil gemmes i %1.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The largest statistics file read (thousands of players&apos; rows take a few hundred kB).</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No games have been finished yet.</source>
        <translation>Der er ikke spillet nogen spil færdig endnu.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Vundet %</translation>
    </message>
    <message>
        <source>With undo</source>
        <translation>Med fortryd</translation>
    </message>
    <message>
        <source>Games in which moves were taken back</source>
        <translation>Spil, hvor træk blev taget tilbage</translation>
    </message>
</context>
<context>
    <name>bismarck</name>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Minus points for missing the quota</source>
        <translation>Minuspoint for at ramme ved siden af</translation>
    </message>
    <message>
        <source>-1 per trick below the minimum (grand, trumf) or above the maximum (pas) (S3).</source>
        <translation>−1 pr. stik under minimum (grand, trumf) eller over maksimum (pas) (S3).</translation>
    </message>
    <message>
        <source>Show forehand&apos;s discards after the deal</source>
        <translation>Vis forhåndens fralagte kort efter spillet</translation>
    </message>
    <message>
        <source>A learning aid: the four discards are turned up after the 16th trick (D5).</source>
        <translation>En hjælp, mens man lærer spillet: de fire fralagte kort vendes efter 16. stik (D5).</translation>
    </message>
    <message>
        <source>Table cards / discards</source>
        <translation>Bordkort / fralagte</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <extracomment>``Phase`` members as module names: read off the enum class, a member is slow in Python 3.11 (see ``engine.events``).</extracomment>
        <translation>Du skal bekende kulør: du har {suit}</translation>
    </message>
    <message>
        <source>Wait: {seat} is exchanging</source>
        <translation>Vent: {seat} bytter kort</translation>
    </message>
    <message>
        <source>Take up the four table cards first</source>
        <translation>Tag først de fire bordkort op</translation>
    </message>
    <message>
        <source>Discard 4 cards first</source>
        <translation>Læg først 4 kort fra</translation>
    </message>
    <message>
        <source>Four cards lie on the discard pile: take one back first</source>
        <translation>Der ligger allerede fire kort fra: tag først et tilbage</translation>
    </message>
    <message>
        <source>{card} is not among your discards</source>
        <translation>{card} er ikke blandt dine fralagte kort</translation>
    </message>
    <message>
        <source>Discard exactly 4 cards ({count} on the discard pile)</source>
        <translation>Læg præcis 4 kort fra ({count} ligger fra)</translation>
    </message>
    <message>
        <source>The exchange is over</source>
        <translation>Byttet er overstået</translation>
    </message>
    <message>
        <source>Take the table cards</source>
        <translation>Tag bordkortene</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Læg {card} fra</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Tag {card} tilbage</translation>
    </message>
    <message>
        <source>Discard 4</source>
        <translation>Læg 4 fra</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spil {card}</translation>
    </message>
    <message>
        <source>{seat} takes the table cards</source>
        <translation>{seat} tager bordkortene</translation>
    </message>
    <message>
        <source>{seat} has discarded 4 cards</source>
        <translation>{seat} har lagt 4 kort fra</translation>
    </message>
    <message>
        <source>{seat}&apos;s discards</source>
        <translation>{seat}s fralagte kort</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinder</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delt sejr: {seats}</translation>
    </message>
    <message>
        <source>{suit} are trumps</source>
        <translation>{suit} er trumf</translation>
    </message>
    <message>
        <source>{kind} {round} of 3 – forehand {seat}</source>
        <translation>{kind} {round} af 3 – forhånd {seat}</translation>
    </message>
    <message>
        <source>{kind} {round} of 3 – forehand {seat}, {suit} are trumps</source>
        <translation>{kind} {round} af 3 – forhånd {seat}, {suit} er trumf</translation>
    </message>
    <message>
        <source>Deal {deal}: {kind}, forehand {seat}</source>
        <translation>Spil {deal}: {kind}, forhånd {seat}</translation>
    </message>
    <message>
        <source>Deal {deal}: {kind} ({suit}), forehand {seat}</source>
        <translation>Spil {deal}: {kind} ({suit}), forhånd {seat}</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Trumf</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <source>Pas</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Take up the four table cards</source>
        <translation>Tag de fire bordkort op</translation>
    </message>
    <message>
        <source>Discard 4 cards to the widow: drag them there, then press Discard 4</source>
        <translation>Læg 4 kort fra: træk dem derhen, og tryk så på Læg 4 fra</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spil et kort: bekend kulør, hvis du kan</translation>
    </message>
    <message>
        <source>The four face-up cards go to your hand; then you lay four cards away</source>
        <translation>De fire åbne kort kommer på din hånd; så lægger du fire kort fra</translation>
    </message>
    <message>
        <source>The four cards on the widow are out of play for this deal</source>
        <translation>De fire kort, der er lagt fra, er ude af spillet i denne omgang</translation>
    </message>
</context>
<context>
    <name>blackjack</name>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Chips at the start</source>
        <translation>Jetoner fra start</translation>
    </message>
    <message>
        <source>Every participant starts with this many chips.</source>
        <translation>Alle deltagere starter med så mange jetoner.</translation>
    </message>
    <message>
        <source>Smallest stake</source>
        <translation>Mindste indsats</translation>
    </message>
    <message>
        <source>The smallest stake a player may place (D3).</source>
        <translation>Den mindste indsats, en spiller må sætte (D3).</translation>
    </message>
    <message>
        <source>Largest stake</source>
        <translation>Største indsats</translation>
    </message>
    <message>
        <source>The largest stake, before the banker&apos;s double (D3); never below the smallest stake.</source>
        <translation>Den største indsats før bankørens fordobling (D3); aldrig under den mindste indsats.</translation>
    </message>
    <message>
        <source>Rounds per banker</source>
        <translation>Runder pr. bankør</translation>
    </message>
    <message>
        <source>Rounds a banker keeps the bank before it passes to the left (A8).</source>
        <translation>Så mange runder har bankøren banken, før den går videre til venstre (A8).</translation>
    </message>
    <message>
        <source>Times round the table</source>
        <translation>Gange rundt om bordet</translation>
    </message>
    <message>
        <source>How many times the bank goes round the table: the game&apos;s length (S3).</source>
        <translation>Hvor mange gange banken går bordet rundt: spillets længde (S3).</translation>
    </message>
    <message>
        <source>Black Jack takes the bank</source>
        <translation>Black Jack overtager banken</translation>
    </message>
    <message>
        <source>A player&apos;s Black Jack, when the banker has none, takes over the bank (A8).</source>
        <translation>En spiller med Black Jack overtager banken, når bankøren ikke selv har Black Jack (A8).</translation>
    </message>
    <message>
        <source>The banker may double</source>
        <translation>Bankøren må fordoble</translation>
    </message>
    <message>
        <source>After looking at his first card the banker may double every stake (R3).</source>
        <translation>Når bankøren har kigget på sit første kort, må han fordoble alle indsatser (R3).</translation>
    </message>
    <message>
        <source>Banker and player both have Black Jack</source>
        <translation>Både bankør og spiller har Black Jack</translation>
    </message>
    <message>
        <source>Everybody pays the stake once; or Black Jack holders pay once and the others double; or Black Jack holders pay nothing (A2).</source>
        <translation>Alle betaler deres indsats én gang; eller de med Black Jack betaler én gang og de andre dobbelt; eller de med Black Jack betaler ingenting (A2).</translation>
    </message>
    <message>
        <source>Everybody pays once</source>
        <translation>Alle betaler én gang</translation>
    </message>
    <message>
        <source>Black Jack pays once, others double</source>
        <translation>Black Jack betaler én gang, andre dobbelt</translation>
    </message>
    <message>
        <source>Black Jack pays nothing, others double</source>
        <translation>Black Jack betaler intet, andre dobbelt</translation>
    </message>
    <message>
        <source>The banker from 17</source>
        <translation>Bankøren fra 17</translation>
    </message>
    <message>
        <source>From 17 the banker may stand or draw on; or he must stand, as in a casino (A4).</source>
        <translation>Fra 17 må bankøren stå eller trække videre; eller han skal stå, som i et kasino (A4).</translation>
    </message>
    <message>
        <source>May draw on</source>
        <translation>Må trække videre</translation>
    </message>
    <message>
        <source>Must stand</source>
        <translation>Skal stå</translation>
    </message>
    <message>
        <source>Play on in debt</source>
        <translation>Spil videre med gæld</translation>
    </message>
    <message>
        <source>Balances may go below zero; or who has no chips left after a round leaves the table (S4).</source>
        <translation>Beholdningen må gå under nul; eller den, der ikke har flere jetoner efter en runde, går fra bordet (S4).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunke</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Indsats</translation>
    </message>
    <message>
        <source>Look at your card and stake {low}–{high} chips: use + and −, then Ready</source>
        <translation>Kig på dit kort og sæt {low}–{high} jetoner ind: brug + og −, og klik Klar</translation>
    </message>
    <message>
        <source>Click your face-down card to look at it</source>
        <translation>Klik på dit skjulte kort for at kigge på det</translation>
    </message>
    <message>
        <source>Double every stake, or leave them as they are</source>
        <translation>Fordobl alle indsatser, eller lad dem være som de er</translation>
    </message>
    <message>
        <source>You have {total}: take a card, or stand</source>
        <translation>Du har {total}: tag et kort, eller stå</translation>
    </message>
    <message>
        <source>Your turn as banker: click your face-down card to turn it up</source>
        <translation>Din tur som bankør: klik på dit skjulte kort for at vende det</translation>
    </message>
    <message>
        <source>You have {total}: the banker must draw below 17</source>
        <translation>Du har {total}: bankøren skal trække under 17</translation>
    </message>
    <message>
        <source>You have {total}: stand, or draw another card</source>
        <translation>Du har {total}: stå, eller træk et kort mere</translation>
    </message>
    <message>
        <source>You have {total}: the banker stands now</source>
        <translation>Du har {total}: bankøren skal stå nu</translation>
    </message>
    <message>
        <source>The round is settled: deal the next one</source>
        <translation>Runden er afregnet: giv den næste</translation>
    </message>
    <message>
        <source>Place this stake</source>
        <translation>Sæt denne indsats</translation>
    </message>
    <message>
        <source>Put chips into your stake circle, or take them out</source>
        <translation>Læg jetoner i din indsatscirkel, eller tag dem ud igen</translation>
    </message>
    <message>
        <source>Place the chips in your circle as your stake</source>
        <translation>Sæt jetonerne i din cirkel som din indsats</translation>
    </message>
    <message>
        <source>Look at your face-down card; only you see it</source>
        <translation>Kig på dit skjulte kort; kun du ser det</translation>
    </message>
    <message>
        <source>Every player&apos;s stake is doubled; nobody may refuse</source>
        <translation>Alle spilleres indsats fordobles; ingen kan sige nej</translation>
    </message>
    <message>
        <source>The stakes stay as they are</source>
        <translation>Indsatserne bliver, som de er</translation>
    </message>
    <message>
        <source>Take one more card, face up</source>
        <translation>Få et kort mere med billedsiden op</translation>
    </message>
    <message>
        <source>Keep your total; the turn passes on</source>
        <translation>Behold din sum; turen går videre</translation>
    </message>
    <message>
        <source>Turn your face-down card up for everybody</source>
        <translation>Vend dit skjulte kort, så alle kan se det</translation>
    </message>
    <message>
        <source>Shuffle the whole pack and deal the next round</source>
        <translation>Bland hele spillet og giv næste runde</translation>
    </message>
    <message>
        <source>That is not a move in Black Jack</source>
        <translation>Det er ikke et træk i Black Jack</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>Splitting, doubling down, insurance and surrender are not part of this game</source>
        <translation>Dele, doble selv, forsikring og at give op hører ikke med i dette spil</translation>
    </message>
    <message>
        <source>The stake must be between {low} and {high}</source>
        <translation>Indsatsen skal være mellem {low} og {high}</translation>
    </message>
    <message>
        <source>You cannot stake more than the {chips} chips you have</source>
        <translation>Du kan ikke satse mere end de {chips} jetoner, du har</translation>
    </message>
    <message>
        <source>Stakes are placed after the first card, before the banker doubles</source>
        <translation>Indsatsen sættes efter første kort, før bankøren fordobler</translation>
    </message>
    <message>
        <source>The banker does not stake</source>
        <translation>Bankøren sætter ikke noget ind</translation>
    </message>
    <message>
        <source>Look at your face-down card first: click it</source>
        <translation>Kig først på dit skjulte kort: klik på det</translation>
    </message>
    <message>
        <source>The banker looks at his card when all stakes are placed</source>
        <translation>Bankøren kigger på sit kort, når alle har sat ind</translation>
    </message>
    <message>
        <source>The banker doubles when all stakes are placed</source>
        <translation>Bankøren fordobler, når alle har sat ind</translation>
    </message>
    <message>
        <source>The double must be chosen before the second card</source>
        <translation>Fordobling skal vælges før andet kort</translation>
    </message>
    <message>
        <source>The banker&apos;s double is not played with these rules</source>
        <translation>Bankøren kan ikke fordoble med disse regler</translation>
    </message>
    <message>
        <source>Only the banker may double</source>
        <translation>Kun bankøren må fordoble</translation>
    </message>
    <message>
        <source>You may take cards when it is your turn, after the second card</source>
        <translation>Du kan få flere kort, når det er din tur, efter andet kort</translation>
    </message>
    <message>
        <source>The banker must have at least 17 to stand</source>
        <translation>Bankøren skal have mindst 17 for at stå</translation>
    </message>
    <message>
        <source>The banker must stand on 17 or more</source>
        <translation>Bankøren skal stå på 17 eller mere</translation>
    </message>
    <message>
        <source>Turn your face-down card up first: click it</source>
        <translation>Vend først dit skjulte kort: klik på det</translation>
    </message>
    <message>
        <source>The banker turns his card up when his turn begins</source>
        <translation>Bankøren vender sit kort, når det bliver hans tur</translation>
    </message>
    <message>
        <source>Stake {amount}</source>
        <translation>Sæt {amount}</translation>
    </message>
    <message>
        <source>+{amount}</source>
        <translation>+{amount}</translation>
    </message>
    <message>
        <source>−{amount}</source>
        <translation>−{amount}</translation>
    </message>
    <message>
        <source>Ready ({amount})</source>
        <translation>Klar ({amount})</translation>
    </message>
    <message>
        <source>Look at your card</source>
        <translation>Kig på dit kort</translation>
    </message>
    <message>
        <source>Double all stakes</source>
        <translation>Fordobl alle indsatser</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Ingen fordobling</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stå</translation>
    </message>
    <message>
        <source>Turn your card up</source>
        <translation>Vend dit kort</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Giv næste runde</translation>
    </message>
    <message>
        <source>Stakes {amount}</source>
        <translation>Sætter {amount}</translation>
    </message>
    <message>
        <source>Looks at the card…</source>
        <translation>Kigger på kortet …</translation>
    </message>
    <message>
        <source>I double every stake!</source>
        <translation>Jeg fordobler alle indsatser!</translation>
    </message>
    <message>
        <source>No double.</source>
        <translation>Ingen fordobling.</translation>
    </message>
    <message>
        <source>Black Jack for the banker: everybody pays double</source>
        <translation>Black Jack til bankøren: alle betaler dobbelt</translation>
    </message>
    <message>
        <source>Black Jack for the banker and a player: everybody pays the stake once</source>
        <translation>Black Jack til både bankøren og en spiller: alle betaler deres indsats én gang</translation>
    </message>
    <message>
        <source>Black Jack for the banker: Black Jack holders pay once, the others double</source>
        <translation>Black Jack til bankøren: de med Black Jack betaler én gang, de andre dobbelt</translation>
    </message>
    <message>
        <source>Black Jack for the banker: Black Jack holders keep their stake, the others pay double</source>
        <translation>Black Jack til bankøren: de med Black Jack beholder deres indsats, de andre betaler dobbelt</translation>
    </message>
    <message>
        <source>Black Jack! The banker pays {amount}</source>
        <translation>Black Jack! Bankøren betaler {amount}</translation>
    </message>
    <message>
        <source>Over 21 ({total}): pays {amount}</source>
        <translation>Over 21 ({total}): betaler {amount}</translation>
    </message>
    <message>
        <source>21!</source>
        <translation>21!</translation>
    </message>
    <message>
        <source>Stands on {total}</source>
        <translation>Står på {total}</translation>
    </message>
    <message>
        <source>The banker stands on {total}</source>
        <translation>Bankøren står på {total}</translation>
    </message>
    <message>
        <source>The banker is over 21 ({total}) and pays everybody still in</source>
        <translation>Bankøren er over 21 ({total}) og betaler alle, der stadig er med</translation>
    </message>
    <message>
        <source>Gets {amount}</source>
        <translation>Får {amount}</translation>
    </message>
    <message>
        <source>Pays {amount}</source>
        <translation>Betaler {amount}</translation>
    </message>
    <message>
        <source>Nobody is left in: the banker shows his card and draws nothing</source>
        <translation>Der er ingen tilbage: bankøren viser sit kort og trækker ikke</translation>
    </message>
    <message>
        <source>The stock is empty: no more cards this round</source>
        <translation>Bunken er tom: der er ikke flere kort i denne runde</translation>
    </message>
    <message>
        <source>The stock is empty: the settled hands are shuffled into a new stock</source>
        <translation>Bunken er tom: de afregnede hænder blandes til en ny bunke</translation>
    </message>
    <message>
        <source>{player} takes over the bank</source>
        <translation>{player} overtager banken</translation>
    </message>
    <message>
        <source>{player} has no chips left and leaves the table</source>
        <translation>{player} har ikke flere jetoner og går fra bordet</translation>
    </message>
    <message>
        <source>Round {number} of {rounds} is settled</source>
        <translation>Runde {number} af {rounds} er afregnet</translation>
    </message>
    <message>
        <source>{player} wins with {chips} chips</source>
        <translation>{player} vinder med {chips} jetoner</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nu</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Bank: {player}, round {count} of {rounds} · {left} rounds left</source>
        <translation>Bank: {player}, runde {count} af {rounds} · {left} runder tilbage</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{chips} chips</source>
        <translation>{chips} jetoner</translation>
    </message>
    <message>
        <source>Bank · {chips}</source>
        <translation>Bank · {chips}</translation>
    </message>
    <message>
        <source>{amount}</source>
        <translation>{amount}</translation>
    </message>
    <message>
        <source>{amount} ×2</source>
        <translation>{amount} ×2</translation>
    </message>
    <message>
        <source>Left the table</source>
        <translation>Har forladt bordet</translation>
    </message>
    <message>
        <source>{total}</source>
        <translation>{total}</translation>
    </message>
    <message>
        <source>{low} / {high}</source>
        <translation>{low} / {high}</translation>
    </message>
    <message>
        <source>{total} + ?</source>
        <translation>{total} + ?</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Over 21 ({total})</source>
        <translation>Over 21 ({total})</translation>
    </message>
    <message>
        <source>{total} · {card} hidden from the others</source>
        <translation>{total} · {card} skjult for de andre</translation>
    </message>
    <message>
        <source>click to look</source>
        <translation>klik for at kigge</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <extracomment>``translate(context, source_text) -&gt; translated text`` (``QCoreApplication.translate`` in the app).</extracomment>
        <translation>klør</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rød</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grøn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>syv</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>Short rank letters on cards in card names (&quot;Q♠&quot;); translated in context &quot;cards&quot;.</extracomment>
        <translation>E</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Retningsskift</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Tag 2</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Farveskift</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Tag 4 + farveskift</translation>
    </message>
</context>
<context>
    <name>casino</name>
    <message>
        <source>Lay out {card}</source>
        <translation>Læg {card} ud</translation>
    </message>
    <message>
        <source>Take {units} ({value})</source>
        <translation>Tag {units} ({value})</translation>
    </message>
    <message>
        <source>Build {value}: {card} on {units}</source>
        <translation>Byg {value}: {card} på {units}</translation>
    </message>
    <message>
        <source>Build more {value}: {card} on {units}</source>
        <translation>Byg mere {value}: {card} på {units}</translation>
    </message>
    <message>
        <source>Clear the table with {card} (a sweep)</source>
        <translation>Ryd bordet med {card} (svupper)</translation>
    </message>
    <message>
        <source>build {value}</source>
        <translation>bygget {value}</translation>
    </message>
    <message>
        <source>build more {value}</source>
        <translation>bygget mere {value}</translation>
    </message>
    <message>
        <source>{a} + {b}</source>
        <translation>{a} + {b}</translation>
    </message>
    <message>
        <source>{a}, {b}</source>
        <translation>{a}, {b}</translation>
    </message>
    <message>
        <source>Building {value}</source>
        <translation>Bygger {value}</translation>
    </message>
    <message>
        <source>Building more {value}</source>
        <translation>Bygger mere {value}</translation>
    </message>
    <message>
        <source>Sweep!</source>
        <translation>Svupper!</translation>
    </message>
    <message>
        <source>Sidsten! This is the last hand.</source>
        <translation>Sidsten! Det er sidste runde.</translation>
    </message>
    <message>
        <source>{seat} takes the cards left on the table</source>
        <translation>{seat} tager de sidste kort på bordet (sidsten)</translation>
    </message>
    <message>
        <source>Nobody captured: the cards left are set aside</source>
        <translation>Ingen tog noget: de resterende kort lægges til side</translation>
    </message>
    <message>
        <source>Deal {deal} is scored</source>
        <translation>Spil {deal} tælles op</translation>
    </message>
    <message>
        <source>Deal {deal}: {seat} deals</source>
        <translation>Spil {deal}: {seat} giver</translation>
    </message>
    <message>
        <source>Tied at the top: another deal is played</source>
        <translation>Lige mange point i toppen: der spilles et spil mere</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinder</translation>
    </message>
    <message>
        <source>{seat} and {partner} win</source>
        <translation>{seat} og {partner} vinder</translation>
    </message>
    <message>
        <source>That is not a Casino move</source>
        <translation>Det træk findes ikke i Kasino</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>{unit} is not on the table</source>
        <translation>{unit} ligger ikke på bordet</translation>
    </message>
    <message>
        <source>Select the cards or builds to take</source>
        <translation>Vælg de kort eller bygninger, du vil tage</translation>
    </message>
    <message>
        <source>You must take your build ({value}) or build on it</source>
        <translation>Du skal tage din bygning ({value}) eller bygge videre på den</translation>
    </message>
    <message>
        <source>You have no card with the value {value}</source>
        <translation>Du har intet kort med værdien {value}</translation>
    </message>
    <message>
        <source>You already have a build</source>
        <translation>Du har allerede en bygning</translation>
    </message>
    <message>
        <source>A build is worth 2 to 16</source>
        <translation>En bygning er 2 til 16 værd</translation>
    </message>
    <message>
        <source>Lay the card on one or more table cards or on a build</source>
        <translation>Læg kortet på et eller flere kort på bordet eller på en bygning</translation>
    </message>
    <message>
        <source>A move can involve only one build</source>
        <translation>Et træk kan kun omfatte én bygning</translation>
    </message>
    <message>
        <source>The selected cards do not make {value}</source>
        <translation>De valgte kort giver ikke {value}</translation>
    </message>
    <message>
        <source>The selected cards do not make {low} or {high}</source>
        <translation>De valgte kort giver ikke {low} eller {high}</translation>
    </message>
    <message>
        <source>The selected cards cannot be split into groups of the same value</source>
        <translation>De valgte kort kan ikke deles i grupper med samme værdi</translation>
    </message>
    <message>
        <source>A &apos;build more&apos; cannot be raised</source>
        <translation>En &apos;mere&apos;-bygning kan ikke bygges højere</translation>
    </message>
    <message>
        <source>You may not raise your own build</source>
        <translation>Du må ikke bygge videre på din egen bygning</translation>
    </message>
    <message>
        <source>You may only build on a build with the card from your hand</source>
        <translation>Du må kun bygge på en bygning med kortet fra din hånd</translation>
    </message>
    <message>
        <source>A build can only be taken by a card of the same value</source>
        <translation>En bygning kan kun tages med et kort af samme værdi</translation>
    </message>
    <message>
        <source>A card from the hand counts high (ace 14, 2♠ 15, 10♦ 16), a card on the table low (ace 1, 2♠ 2, 10♦ 10)</source>
        <translation>Et kort fra hånden tæller højt (es 14, 2♠ 15, 10♦ 16), et kort på bordet lavt (es 1, 2♠ 2, 10♦ 10)</translation>
    </message>
    <message>
        <source>Only 5♠ can clear the table</source>
        <translation>Kun 5♠ kan rydde bordet</translation>
    </message>
    <message>
        <source>You cannot clear the table while you own a build</source>
        <translation>Du kan ikke rydde bordet, mens du ejer en bygning</translation>
    </message>
    <message>
        <source>There is nothing to clear</source>
        <translation>Der er intet at rydde</translation>
    </message>
    <message>
        <source>Deal {deal}: {item}</source>
        <translation>Spil {deal}: {item}</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>Flest kort</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>Flest spar</translation>
    </message>
    <message>
        <source>Big casino (10♦)</source>
        <translation>Store kasino (10♦)</translation>
    </message>
    <message>
        <source>Little casino (2♠)</source>
        <translation>Lille kasino (2♠)</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Esser</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunken</translation>
    </message>
    <message>
        <source>Build {value} – {seat}</source>
        <extracomment>The computers wait 0.8–1.5 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Bygning {value} – {seat}</translation>
    </message>
    <message>
        <source>Build more {value} – {seat}</source>
        <translation>Mere {value} – {seat}</translation>
    </message>
    <message>
        <source>{cards} cards</source>
        <translation>{cards} kort</translation>
    </message>
    <message>
        <source>{cards} cards · sweeps: {sweeps}</source>
        <translation>{cards} kort · svuppere: {sweeps}</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Taget</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Svuppere</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spar</translation>
    </message>
    <message>
        <source>Last capture</source>
        <translation>Sidste stik (sidsten)</translation>
    </message>
    <message>
        <source>Deal {deal}, hand {hand} of {hands}</source>
        <translation>Spil {deal}, runde {hand} af {hands}</translation>
    </message>
    <message>
        <source>Deal {deal}, last hand</source>
        <translation>Spil {deal}, sidste runde (sidsten)</translation>
    </message>
    <message>
        <source>Game over after {deals} deals</source>
        <translation>Spillet er slut efter {deals} spil</translation>
    </message>
    <message>
        <source>Play to</source>
        <extracomment>Offered targets for ``target_points`` (the spec allows 5-100; A16 names 11 and 16).</extracomment>
        <translation>Spil til</translation>
    </message>
    <message>
        <source>The game ends after the deal in which someone reaches this total (S4).</source>
        <translation>Spillet slutter efter det spil, hvor nogen når dette antal point (S4).</translation>
    </message>
    <message>
        <source>Aces, 2♠ and 10♦</source>
        <translation>Esser, 2♠ og 10♦</translation>
    </message>
    <message>
        <source>Either value anywhere, or high from the hand and low on the table (A1).</source>
        <translation>Begge værdier overalt, eller højt fra hånden og lavt på bordet (A1).</translation>
    </message>
    <message>
        <source>Either value anywhere</source>
        <translation>Begge værdier overalt</translation>
    </message>
    <message>
        <source>High from the hand, low on the table</source>
        <translation>Højt fra hånden, lavt på bordet</translation>
    </message>
    <message>
        <source>Aces score</source>
        <translation>Esser giver</translation>
    </message>
    <message>
        <source>1 point per ace, or 1 point for the most aces (A2).</source>
        <translation>1 point pr. es, eller 1 point for flest esser (A2).</translation>
    </message>
    <message>
        <source>1 per ace</source>
        <translation>1 pr. es</translation>
    </message>
    <message>
        <source>1 for most aces</source>
        <translation>1 for flest esser</translation>
    </message>
    <message>
        <source>Ties for most cards or spades</source>
        <translation>Lige mange kort eller spar</translation>
    </message>
    <message>
        <source>Nobody scores, or every tied player scores 1 (A15).</source>
        <translation>Ingen får point, eller alle med lige mange får 1 (A15).</translation>
    </message>
    <message>
        <source>Nobody scores</source>
        <translation>Ingen får point</translation>
    </message>
    <message>
        <source>Each tied player scores</source>
        <translation>Alle med lige mange får point</translation>
    </message>
    <message>
        <source>5♠ on an empty table</source>
        <translation>5♠ på et tomt bord</translation>
    </message>
    <message>
        <source>Laid out as a five, or taken as a sweep (A3).</source>
        <translation>Lægges ud som en femmer eller tages som svupper (A3).</translation>
    </message>
    <message>
        <source>An ordinary five</source>
        <translation>En almindelig femmer</translation>
    </message>
    <message>
        <source>A sweep</source>
        <translation>En svupper</translation>
    </message>
    <message>
        <source>5♠ sweep while owning a build</source>
        <translation>5♠ rydder bordet, mens man ejer en bygning</translation>
    </message>
    <message>
        <source>Whether a build owner may clear the table with 5♠ (A4).</source>
        <translation>Om en, der ejer en bygning, må rydde bordet med 5♠ (A4).</translation>
    </message>
    <message>
        <source>A build owner</source>
        <translation>En, der ejer en bygning</translation>
    </message>
    <message>
        <source>Must take or change the build, or may also trail and capture elsewhere (A5).</source>
        <translation>Skal tage eller ændre bygningen, eller må også lægge ud og tage andre steder (A5).</translation>
    </message>
    <message>
        <source>Must take or change it</source>
        <translation>Skal tage den eller bygge om</translation>
    </message>
    <message>
        <source>May leave it lying</source>
        <translation>Må lade den ligge</translation>
    </message>
    <message>
        <source>Raise your own build</source>
        <translation>Byg videre på din egen bygning</translation>
    </message>
    <message>
        <source>Whether an owner may raise their own single build (A6).</source>
        <translation>Om man må bygge videre på sin egen enkle bygning (A6).</translation>
    </message>
    <message>
        <source>Table cards in builds</source>
        <translation>Bordkort i bygninger</translation>
    </message>
    <message>
        <source>Loose table cards may join a raise or a &apos;build more&apos; (A8).</source>
        <translation>Løse kort på bordet må komme med, når man bygger højere eller &apos;mere&apos; (A8).</translation>
    </message>
    <message>
        <source>Builds in sums</source>
        <translation>Bygninger i summer</translation>
    </message>
    <message>
        <source>A single build may be part of a sum capture (A9).</source>
        <translation>En enkelt bygning må indgå, når man tager en sum (A9).</translation>
    </message>
    <message>
        <source>10♦ scores 2</source>
        <translation>10♦ giver 2</translation>
    </message>
    <message>
        <source>Always, or only when it captured from the hand as 16 (A11).</source>
        <translation>Altid, eller kun når det tog fra hånden som 16 (A11).</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Altid</translation>
    </message>
    <message>
        <source>Only when taking as 16</source>
        <translation>Kun når den tager som 16</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>With 4 players, partners sit opposite and share one score (A21, S5).</source>
        <translation>Med 4 spillere sidder makkere overfor hinanden og deler point (A21, S5).</translation>
    </message>
    <message>
        <source>Everyone for themselves</source>
        <translation>Hver for sig</translation>
    </message>
    <message>
        <source>Partners opposite</source>
        <translation>Makkere overfor hinanden</translation>
    </message>
    <message>
        <source>Show spades and aces during the deal</source>
        <translation>Vis spar og esser undervejs</translation>
    </message>
    <message>
        <source>The score panel shows each player&apos;s captured spades and aces (R12).</source>
        <translation>Pointtavlen viser hver spillers tagne spar og esser (R12).</translation>
    </message>
    <message>
        <source>Hand high, table low</source>
        <translation>Højt fra hånden, lavt på bordet</translation>
    </message>
    <message>
        <source>Relaxed builds</source>
        <translation>Lempelige byggeregler</translation>
    </message>
    <message>
        <source>Play a card: take table cards of its value, build, or lay it on the table</source>
        <translation>Spil et kort: tag bordkort af samme værdi, byg, eller læg det på bordet</translation>
    </message>
    <message>
        <source>Take the table cards your card matches</source>
        <translation>Tag de bordkort, dit kort passer til</translation>
    </message>
    <message>
        <source>Build on the table; you must take the build later with a card of its value</source>
        <translation>Byg på bordet; du skal senere tage bygget med et kort af samme værdi</translation>
    </message>
    <message>
        <source>Take every card on the table: a sweep</source>
        <translation>Ryd bordet: en svupper</translation>
    </message>
    <message>
        <source>Lay the card on the table without taking anything</source>
        <translation>Læg kortet på bordet uden at tage noget</translation>
    </message>
</context>
<context>
    <name>gammel_jomfru</name>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Building on the aces</source>
        <translation>Opbygning på esserne</translation>
    </message>
    <message>
        <source>From the king down to the two, or from the two up to the king, in the ace&apos;s suit (A1).</source>
        <translation>Fra kongen ned til toeren eller fra toeren op til kongen, i essets kulør (A1).</translation>
    </message>
    <message>
        <source>Ace, king, queen … two</source>
        <translation>Es, konge, dame … to</translation>
    </message>
    <message>
        <source>Ace, two, three … king</source>
        <translation>Es, to, tre … konge</translation>
    </message>
    <message>
        <source>Build on your own pile</source>
        <translation>Byg på din egen bunke</translation>
    </message>
    <message>
        <source>A card one above or below your own face-up card may go there, and you go on (A2).</source>
        <translation>Et kort, der er én over eller én under dit eget øverste kort, må lægges dér, og du fortsætter (A2).</translation>
    </message>
    <message>
        <source>A card that fits must be placed</source>
        <translation>Et kort, der passer, skal lægges</translation>
    </message>
    <message>
        <source>Otherwise you may put it on your own pile and end your turn (A3).</source>
        <translation>Ellers må du lægge det på din egen bunke og slutte din tur (A3).</translation>
    </message>
    <message>
        <source>Play the top of your own pile</source>
        <translation>Spil det øverste kort fra din egen bunke</translation>
    </message>
    <message>
        <source>On your turn, the top card of your face-up pile may also go to a foundation or another player&apos;s pile (A4).</source>
        <translation>I din tur må det øverste kort i din åbne bunke også lægges på en grundbunke eller på en anden spillers bunke (A4).</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Rounds in a game; the fewest jomfru marks wins (S3).</source>
        <translation>Runder i et spil; færrest jomfrustreger vinder (S3).</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Næste giver</translation>
    </message>
    <message>
        <source>Who deals the next round (A7).</source>
        <translation>Hvem der giver i næste runde (A7).</translation>
    </message>
    <message>
        <source>The player on the left</source>
        <translation>Spilleren til venstre</translation>
    </message>
    <message>
        <source>The Gammel Jomfru</source>
        <translation>Gammel Jomfru</translation>
    </message>
    <message>
        <source>+1 to {seat}</source>
        <extracomment>The computers wait 0.6–1 s before a move per card, as the spec asks (at the default pace).</extracomment>
        <translation>+1 til {seat}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunke</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Vendt op</translation>
    </message>
    <message>
        <source>Click your stock to turn the top card</source>
        <translation>Klik på din bunke for at vende det øverste kort</translation>
    </message>
    <message>
        <source>Drag the turned card to a foundation or onto a pile one above or below it</source>
        <translation>Træk det vendte kort til en grundbunke eller hen på en bunke, der er én over eller én under</translation>
    </message>
    <message>
        <source>Turn the top card of your stock; an empty stock is refilled from your pile</source>
        <translation>Vend det øverste kort i din bunke; er bunken tom, vendes dine åbne kort om til en ny</translation>
    </message>
    <message>
        <source>Put the card on your own face-up pile; your turn ends</source>
        <translation>Læg kortet på din egen åbne bunke; din tur er slut</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>That is not a move in Gammel Jomfru</source>
        <translation>Det er ikke et træk i Gammel Jomfru</translation>
    </message>
    <message>
        <source>Turn the top card of your stock first</source>
        <translation>Vend først det øverste kort i din bunke</translation>
    </message>
    <message>
        <source>Place the turned card first</source>
        <translation>Læg først det vendte kort</translation>
    </message>
    <message>
        <source>Only the turned card can be moved</source>
        <translation>Kun det vendte kort kan flyttes</translation>
    </message>
    <message>
        <source>An ace must go to the middle</source>
        <translation>Et es skal i midten</translation>
    </message>
    <message>
        <source>Only an ace starts a foundation</source>
        <translation>Kun et es kan begynde en grundbunke</translation>
    </message>
    <message>
        <source>{card} cannot go on the ace of {suit}</source>
        <translation>{card} kan ikke lægges på {suit}-esset</translation>
    </message>
    <message>
        <source>{card} cannot go on {top}</source>
        <translation>{card} kan ikke lægges på {top}</translation>
    </message>
    <message>
        <source>{card} cannot go there: the next card on this foundation is {need}</source>
        <translation>{card} kan ikke lægges dér: det næste kort på denne grundbunke er {need}</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>Denne grundbunke er færdig</translation>
    </message>
    <message>
        <source>The card must be one above or one below</source>
        <translation>Kortet skal være én over eller én under</translation>
    </message>
    <message>
        <source>There is no card to build on there</source>
        <translation>Der er intet kort at bygge på dér</translation>
    </message>
    <message>
        <source>You may not build on your own pile</source>
        <translation>Du må ikke bygge på din egen bunke</translation>
    </message>
    <message>
        <source>{card} can go on {place}</source>
        <translation>{card} kan lægges på {place}</translation>
    </message>
    <message>
        <source>{seat}&apos;s pile</source>
        <translation>{seat}s bunke</translation>
    </message>
    <message>
        <source>your own pile</source>
        <translation>din egen bunke</translation>
    </message>
    <message>
        <source>the {suit} foundation</source>
        <translation>grundbunken i {suit}</translation>
    </message>
    <message>
        <source>Turn the top card</source>
        <translation>Vend det øverste kort</translation>
    </message>
    <message>
        <source>Put {card} on {place}</source>
        <translation>Læg {card} på {place}</translation>
    </message>
    <message>
        <source>Nowhere to go – put it on your own pile</source>
        <translation>Intet sted – læg på egen bunke</translation>
    </message>
    <message>
        <source>{seat} turns the pile over</source>
        <translation>{seat} vender bunken</translation>
    </message>
    <message>
        <source>{card} starts a foundation</source>
        <translation>{card} begynder en grundbunke</translation>
    </message>
    <message>
        <source>{seat} is out in place {place}</source>
        <translation>{seat} er ude som nummer {place}</translation>
    </message>
    <message>
        <source>{seat} is GAMMEL JOMFRU</source>
        <translation>{seat} er GAMMEL JOMFRU</translation>
    </message>
    <message>
        <source>Nothing has moved for two turns of every pile: the round is blocked</source>
        <translation>Intet er flyttet, mens alle har vendt bunken to gange: runden er gået i stå</translation>
    </message>
    <message>
        <source>No card has reached the middle for three turns of every pile: the round is blocked</source>
        <translation>Intet kort er kommet i midten, mens alle har vendt bunken tre gange: runden er gået i stå</translation>
    </message>
    <message>
        <source>Round {round}: {seat} is GAMMEL JOMFRU (1 mark)</source>
        <translation>Runde {round}: {seat} er GAMMEL JOMFRU (1 streg)</translation>
    </message>
    <message>
        <source>Round {round}: blocked, joint GAMMEL JOMFRU {seats} (1 mark each)</source>
        <translation>Runde {round}: gået i stå, delt GAMMEL JOMFRU {seats} (1 streg hver)</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {left} players still have cards</source>
        <translation>Runde {round} af {rounds}: {left} spillere har stadig kort</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinder</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delt sejr: {seats}</translation>
    </message>
</context>
<context>
    <name>gris</name>
    <message>
        <source>Pig points that end the game</source>
        <translation>Grisepoint, der afslutter spillet</translation>
    </message>
    <message>
        <source>The game ends when a player has this many pig points; 0 plays on without end (S2, S3).</source>
        <translation>Spillet slutter, når en spiller har så mange grisepoint; 0 spiller videre uden ende (S2, S3).</translation>
    </message>
    <message>
        <source>Start of the race</source>
        <translation>Starten på kapløbet</translation>
    </message>
    <message>
        <source>The first four of a kind is marked with a flash, or the cards just appear and you must notice them yourself (A4).</source>
        <translation>De første fire ens bliver vist med et glimt, eller kortene kommer bare frem, og du må selv opdage dem (A4).</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Glimt</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Stille</translation>
    </message>
    <message>
        <source>Four cards that are not four of a kind</source>
        <translation>Fire kort, der ikke er fire ens</translation>
    </message>
    <message>
        <source>Laying down four cards that are not of one rank while the pig goes round is refused, or makes you GRIS at once (A5).</source>
        <translation>Lægger man fire kort, der ikke har samme værdi, mens grisen går rundt, bliver det afvist – eller man er GRIS med det samme (A5).</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Afvist</translation>
    </message>
    <message>
        <source>You are GRIS</source>
        <translation>Du er GRIS</translation>
    </message>
    <message>
        <source>Rounds of the pig before a redeal</source>
        <translation>Runder med grisen før der gives om</translation>
    </message>
    <message>
        <source>If the pig goes round the table this many times without four of a kind, the deal is void and dealt again (R6).</source>
        <translation>Går grisen så mange gange rundt om bordet uden fire ens, tæller omgangen ikke, og der gives igen (R6).</translation>
    </message>
    <message>
        <source>Computer reaction time</source>
        <translation>Computerens reaktionstid</translation>
    </message>
    <message>
        <source>How fast the computer players lay down in the race: slow (1.2–3 s), normal (0.7–2 s) or fast (0.4–1.2 s).</source>
        <translation>Hvor hurtigt computerspillerne lægger ned i kapløbet: langsomt (1,2–3 s), normalt (0,7–2 s) eller hurtigt (0,4–1,2 s).</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>No. {place}</source>
        <translation>Nr. {place}</translation>
    </message>
    <message>
        <source>Lay down here</source>
        <translation>Læg ned her</translation>
    </message>
    <message>
        <source>Send the pig on to {player}: drag it onto their seat, or click Send</source>
        <translation>Send grisen videre til {player}: træk den over på pladsen, eller klik på Send</translation>
    </message>
    <message>
        <source>Give a card back to {player}: drag it onto their seat (not the pig)</source>
        <translation>Giv et kort tilbage til {player}: træk det over på pladsen (ikke grisen)</translation>
    </message>
    <message>
        <source>You have four of a kind: click Fire ens! to lay it down</source>
        <translation>Du har fire ens: klik på Fire ens! for at lægge dem ned</translation>
    </message>
    <message>
        <source>LÆG NED! Lay down four cards – quick, click the button or press space</source>
        <translation>LÆG NED! Læg fire kort ned – skynd dig, klik på knappen eller tryk mellemrum</translation>
    </message>
    <message>
        <source>A new deal: play it, or stop the game here</source>
        <translation>En ny omgang: spil den, eller stop spillet her</translation>
    </message>
    <message>
        <source>The pig goes face up to your left neighbour, who gives you a card back</source>
        <translation>Grisen går med billedsiden op til din sidemand til venstre, som giver dig et kort tilbage</translation>
    </message>
    <message>
        <source>Give the selected card back, face down</source>
        <translation>Giv det valgte kort tilbage med bagsiden op</translation>
    </message>
    <message>
        <source>Lay your four of a kind on the table: you are safe, and the race begins for everyone else</source>
        <translation>Læg dine fire ens på bordet: du er sikker, og kapløbet begynder for alle de andre</translation>
    </message>
    <message>
        <source>Lay four cards on the table: the four selected, else the first four in your hand</source>
        <translation>Læg fire kort på bordet: de fire valgte, ellers de fire første på hånden</translation>
    </message>
    <message>
        <source>End the game now; the fewest pig points win</source>
        <translation>Slut spillet nu; færrest grisepoint vinder</translation>
    </message>
    <message>
        <source>That is not a move in Gris</source>
        <extracomment>Rank order of a sorted hand (D3): the table shows it so, &quot;first four&quot; follows it.</extracomment>
        <translation>Det er ikke et træk i Gris</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>{player} has the pig, not you</source>
        <translation>Det er {player}, der har grisen, ikke dig</translation>
    </message>
    <message>
        <source>Only the pig is sent on</source>
        <translation>Det er kun grisen, der sendes videre</translation>
    </message>
    <message>
        <source>Send the pig to {player}, on your left</source>
        <translation>Send grisen til {player} til venstre for dig</translation>
    </message>
    <message>
        <source>Give a card back to {player} first</source>
        <translation>Giv først et kort tilbage til {player}</translation>
    </message>
    <message>
        <source>You owe nobody a card now</source>
        <translation>Du skylder ikke nogen et kort nu</translation>
    </message>
    <message>
        <source>You cannot give the pig back</source>
        <translation>Du kan ikke give grisen tilbage</translation>
    </message>
    <message>
        <source>Give the card back to {player}</source>
        <translation>Giv kortet tilbage til {player}</translation>
    </message>
    <message>
        <source>Choose one card to give back</source>
        <translation>Vælg ét kort at give tilbage</translation>
    </message>
    <message>
        <source>You do not have four of a kind</source>
        <translation>Du har ikke fire ens</translation>
    </message>
    <message>
        <source>Lay down exactly four cards</source>
        <translation>Læg præcis fire kort ned</translation>
    </message>
    <message>
        <source>The race is on: lay down four cards</source>
        <translation>Kapløbet er i gang: læg fire kort ned</translation>
    </message>
    <message>
        <source>The race has not begun: only four of a kind may be laid down</source>
        <translation>Kapløbet er ikke begyndt: man må kun lægge fire ens ned</translation>
    </message>
    <message>
        <source>You have laid down already</source>
        <translation>Du har allerede lagt ned</translation>
    </message>
    <message>
        <source>The game can be stopped only at a new deal, in a game without end</source>
        <translation>Spillet kan kun stoppes ved en ny omgang, når det spilles uden ende</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Fire ens!</source>
        <translation>Fire ens!</translation>
    </message>
    <message>
        <source>Fire ens! ({rank})</source>
        <translation>Fire ens! ({rank})</translation>
    </message>
    <message>
        <source>LÆG NED!</source>
        <translation>LÆG NED!</translation>
    </message>
    <message>
        <source>Stop the game</source>
        <translation>Stop spillet</translation>
    </message>
    <message>
        <source>{player} is safe as number {place}</source>
        <translation>{player} er sikker som nummer {place}</translation>
    </message>
    <message>
        <source>GRIS!</source>
        <translation>GRIS!</translation>
    </message>
    <message>
        <source>{player} is GRIS and deals next</source>
        <translation>{player} er GRIS og giver kort næste gang</translation>
    </message>
    <message>
        <source>{player} laid down four cards that are not four of a kind and is GRIS</source>
        <translation>{player} lagde fire kort ned, der ikke er fire ens, og er GRIS</translation>
    </message>
    <message>
        <source>The pig went round {laps} times without four of a kind: the deal is void</source>
        <translation>Grisen gik {laps} gange rundt uden fire ens: omgangen tæller ikke</translation>
    </message>
    <message>
        <source>Round {n}: {player} is GRIS – 1 pig point (S1)</source>
        <translation>Runde {n}: {player} er GRIS – 1 grisepoint (S1)</translation>
    </message>
    <message>
        <source>Round {n}: void, nobody scores (R6)</source>
        <translation>Runde {n}: tæller ikke, ingen får point (R6)</translation>
    </message>
    <message>
        <source>Round {round} · {points} pig points end the game</source>
        <translation>Runde {round} · {points} grisepoint afslutter spillet</translation>
    </message>
    <message>
        <source>Round {round} · no end</source>
        <translation>Runde {round} · uden ende</translation>
    </message>
    <message>
        <source>{status} · last race: {order}</source>
        <translation>{status} · sidste kapløb: {order}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
</context>
<context>
    <name>kortbord</name>
    <message>
        <source>You do not hold {card}.</source>
        <extracomment>Rank order low to high (ace high), as in every game of this family here.</extracomment>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Det kan du ikke lige nu.</translation>
    </message>
    <message>
        <source>The player who leads must play a card.</source>
        <translation>Den, der spiller ud, skal lægge et kort.</translation>
    </message>
    <message>
        <source>You may pass only when you cannot follow suit ({suit}).</source>
        <translation>Du må kun melde pas, når du ikke kan bekende kulør ({suit}).</translation>
    </message>
    <message>
        <source>Play one card.</source>
        <translation>Spil ét kort.</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat} melder pas.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation>Det træk findes ikke i dette spil.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <source>1</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>1</translation>
    </message>
    <message>
        <source>{tricks} / {quota}</source>
        <translation>{tricks} / {quota}</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner (random)</source>
        <extracomment>Computer levels the games use, translated in context &quot;levels&quot;.</extracomment>
        <translation>Nybegynder (tilfældig)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stærk</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>melds</name>
    <message>
        <source>A meld may not have more jokers than natural cards</source>
        <translation>En kombination må ikke have flere jokere end almindelige kort</translation>
    </message>
    <message>
        <source>A run needs three cards of the same suit in sequence</source>
        <translation>En række skal have tre kort i samme kulør i træk</translation>
    </message>
    <message>
        <source>A run needs at least four cards of one suit in sequence</source>
        <translation>En serie skal have mindst fire kort i samme kulør i træk</translation>
    </message>
    <message>
        <source>A set needs at least three cards of the same rank</source>
        <translation>Et sæt skal have mindst tre kort af samme værdi</translation>
    </message>
    <message>
        <source>A set has at most four cards</source>
        <translation>Et sæt har højst fire kort</translation>
    </message>
    <message>
        <source>A set may not have two cards of the same suit</source>
        <translation>Et sæt må ikke have to kort i samme kulør</translation>
    </message>
    <message>
        <source>A meld is either cards of one rank (a set) or cards of one suit in sequence (a run)</source>
        <translation>En kombination er enten kort af samme værdi (et sæt) eller kort i samme kulør i træk (en række)</translation>
    </message>
    <message>
        <source>A run cannot hold two cards for the same place</source>
        <translation>En række kan ikke have to kort på samme plads</translation>
    </message>
    <message>
        <source>Ace is low in this game: Q-K-A is not a run</source>
        <translation>Es er lavest i dette spil: D-K-E er ikke en række</translation>
    </message>
    <message>
        <source>A run cannot go round the corner from king to two</source>
        <translation>En række kan ikke gå rundt om hjørnet fra konge til to</translation>
    </message>
    <message>
        <source>Say which card the joker stands for: put the cards in their order</source>
        <translation>Sig hvilket kort jokeren gælder for: læg kortene i rækkefølge</translation>
    </message>
    <message>
        <source>Joker = {first} or {second}?</source>
        <translation>Joker = {first} eller {second}?</translation>
    </message>
    <message>
        <source>{card} does not fit this meld</source>
        <translation>{card} passer ikke til denne kombination</translation>
    </message>
    <message>
        <source>{card} does not fit any meld on the table</source>
        <translation>{card} passer ikke til nogen kombination på bordet</translation>
    </message>
    <message>
        <source>No joker in this meld stands for {card}</source>
        <translation>Ingen joker i denne kombination gælder for {card}</translation>
    </message>
    <message>
        <source>Jokers in sets cannot be taken</source>
        <translation>Jokere i sæt kan ikke tages</translation>
    </message>
</context>
<context>
    <name>net</name>
    <message>
        <source>That move is not allowed just now.</source>
        <translation>Det træk er ikke tilladt lige nu.</translation>
    </message>
</context>
<context>
    <name>network</name>
    <message>
        <source>The join code is wrong. Ask the host for the six digits shown on their table.</source>
        <extracomment>How long the table shows the last move before the end dialog (ms), as after a local game.</extracomment>
        <translation>Koden er forkert. Spørg værten om de seks cifre, der står på deres bord.</translation>
    </message>
    <message>
        <source>The host has another version of kortbord. Both PCs need the same version.</source>
        <translation>Værten har en anden version af kortbord. Begge pc&apos;er skal have den samme version.</translation>
    </message>
    <message>
        <source>Your seat could not be taken back. Join again with the code.</source>
        <translation>Din plads kunne ikke tages tilbage. Kom med igen med koden.</translation>
    </message>
    <message>
        <source>Every open seat at this table is taken.</source>
        <translation>Alle ledige pladser ved bordet er optaget.</translation>
    </message>
    <message>
        <source>Please type a name of at most 24 characters.</source>
        <translation>Skriv et navn på højst 24 tegn.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this PC. Wait a minute, then try again.</source>
        <translation>For mange forkerte koder fra denne pc. Vent et minut, og prøv så igen.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Værten har lukket bordet.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Forbindelsen til værten blev afbrudt.</translation>
    </message>
    <message>
        <source>No kortbord table answers at {address}.</source>
        <translation>Intet kortbord-bord svarer på {address}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>Værten sagde nej: {reason}</translation>
    </message>
    <message>
        <source>If the host opens the game again later, join it again: your seat is kept for you.</source>
        <extracomment>The last update received (a table put up after the welcome starts from it). The end dialog shown when the match ended (None: not yet).</extracomment>
        <translation>Hvis værten åbner spillet igen senere, så deltag igen – din plads venter på dig.</translation>
    </message>
    <message>
        <source>Join code {code} · address {address}</source>
        <extracomment>Seconds a new connection may take to say hello. Where the network seats are saved, and the match they belong to (game, seed, dealer).</extracomment>
        <translation>Kode {code} · adresse {address}</translation>
    </message>
    <message>
        <source>players to come: {n}</source>
        <translation>spillere på vej: {n}</translation>
    </message>
    <message>
        <source>{game} cannot be played from another PC yet.</source>
        <translation>{game} kan endnu ikke spilles fra en anden pc.</translation>
    </message>
</context>
<context>
    <name>olsen</name>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Cards to draw when you cannot play</source>
        <translation>Kort at trække, når man ikke kan lægge</translation>
    </message>
    <message>
        <source>Draw one card, or up to three, stopping at the first card you can play (R4, A3).</source>
        <translation>Træk ét kort, eller op til tre, og stop ved det første kort, du kan lægge (R4, A3).</translation>
    </message>
    <message>
        <source>May draw instead of playing</source>
        <translation>Må trække i stedet for at lægge</translation>
    </message>
    <message>
        <source>A player may draw although he could play, and may keep a drawn card that fits (A2).</source>
        <translation>Man må trække, selv om man kan lægge et kort, og må beholde et trukket kort, der passer (A2).</translation>
    </message>
    <message>
        <source>Play several cards of the same rank</source>
        <translation>Læg flere kort af samme værdi</translation>
    </message>
    <message>
        <source>Cards of one rank may be played together; the first must fit, the last lies on top (A9).</source>
        <translation>Kort af samme værdi må lægges sammen; det første skal passe, det sidste ligger øverst (A9).</translation>
    </message>
    <message>
        <source>No closing on an eight or a two</source>
        <translation>Man må ikke lukke med en otter eller en toer</translation>
    </message>
    <message>
        <source>The last card may not be an eight or a two (A8).</source>
        <translation>Det sidste kort må ikke være en otter eller en toer (A8).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointtælling</translation>
    </message>
    <message>
        <source>Count games won, or penalty points for the cards left in hand (S1, S2).</source>
        <translation>Tæl vundne spil, eller giv strafpoint for de kort, man sidder tilbage med (S1, S2).</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpoint</translation>
    </message>
    <message>
        <source>Points that end the session</source>
        <translation>Point, der afslutter spillet</translation>
    </message>
    <message>
        <source>With penalty points: the session ends when somebody reaches this total (S2).</source>
        <translation>Med strafpoint: spillet slutter, når nogen når dette antal point (S2).</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Spil om placeringer</translation>
    </message>
    <message>
        <source>Play on until one player is left and record the finishing order; not with penalty points (S3).</source>
        <translation>Spil videre, til kun én spiller er tilbage, og notér rækkefølgen; ikke sammen med strafpoint (S3).</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>That is not a move in Olsen</source>
        <translation>Det træk findes ikke i Olsen</translation>
    </message>
    <message>
        <source>Play {suit}, a {rank} or an eight</source>
        <translation>Læg {suit}, en {rank} eller en otter</translation>
    </message>
    <message>
        <source>Play {suit}, an ace or an eight</source>
        <translation>Læg {suit}, et es eller en otter</translation>
    </message>
    <message>
        <source>Play {suit} or an eight</source>
        <translation>Læg {suit} eller en otter</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>Put a card on the discard pile</source>
        <translation>Læg et kort på afkastbunken</translation>
    </message>
    <message>
        <source>Play one card at a time</source>
        <translation>Læg ét kort ad gangen</translation>
    </message>
    <message>
        <source>Cards played together must have the same rank</source>
        <translation>Kort, der lægges sammen, skal have samme værdi</translation>
    </message>
    <message>
        <source>You have a card you can play</source>
        <translation>Du har et kort, du kan lægge</translation>
    </message>
    <message>
        <source>You drew {card}: play it</source>
        <translation>Du trak {card}: læg det</translation>
    </message>
    <message>
        <source>You drew {card}: play it or keep it</source>
        <translation>Du trak {card}: læg det eller behold det</translation>
    </message>
    <message>
        <source>There is no drawn card to keep</source>
        <translation>Der er intet trukket kort at beholde</translation>
    </message>
    <message>
        <source>The eight asked for {suit}</source>
        <translation>Otteren ønskede {suit}</translation>
    </message>
    <message>
        <source>Name a suit for your eight first</source>
        <translation>Ønsk først en kulør til din otter</translation>
    </message>
    <message>
        <source>You name a suit only after playing an eight</source>
        <translation>Du ønsker kun kulør, når du har lagt en otter</translation>
    </message>
    <message>
        <source>Name clubs, diamonds, hearts or spades</source>
        <translation>Ønsk klør, ruder, hjerter eller spar</translation>
    </message>
    <message>
        <source>You say Olsen when you play your second-to-last card</source>
        <translation>Du siger Olsen, når du lægger dit næstsidste kort</translation>
    </message>
    <message>
        <source>Say Olsen before you play your last card</source>
        <translation>Sig Olsen, før du lægger dit sidste kort</translation>
    </message>
    <message>
        <source>You must draw: you did not say Olsen</source>
        <translation>Du skal trække: du sagde ikke Olsen</translation>
    </message>
    <message>
        <source>Your last card may not be an eight or a two</source>
        <translation>Dit sidste kort må ikke være en otter eller en toer</translation>
    </message>
    <message>
        <source>There is nothing left to draw</source>
        <translation>Der er ikke flere kort at trække</translation>
    </message>
    <message>
        <source>You may pass only when you can neither play nor draw</source>
        <translation>Du må kun melde pas, når du hverken kan lægge eller trække</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Læg {card}</translation>
    </message>
    <message>
        <source>Play {count} cards, {card} on top</source>
        <translation>Læg {count} kort, {card} øverst</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Træk fra bunken</translation>
    </message>
    <message>
        <source>Keep the drawn card</source>
        <translation>Behold det trukne kort</translation>
    </message>
    <message>
        <source>Ask for {suit}</source>
        <translation>Ønsk {suit}</translation>
    </message>
    <message>
        <source>Olsen!</source>
        <translation>Olsen!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>{player} asks for {suit}</source>
        <translation>{player} ønsker {suit}</translation>
    </message>
    <message>
        <source>{player} draws {count} and misses the turn</source>
        <translation>{player} trækker {count} og mister sin tur</translation>
    </message>
    <message>
        <source>{player} forgot to say Olsen</source>
        <translation>{player} glemte at sige Olsen</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} melder pas</translation>
    </message>
    <message>
        <source>The discard pile becomes the new stock</source>
        <translation>Afkastbunken blandes og bliver til en ny bunke</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinder spillet</translation>
    </message>
    <message>
        <source>{player} is out in place {place}</source>
        <translation>{player} er ude som nummer {place}</translation>
    </message>
    <message>
        <source>{player} closed game {number}</source>
        <translation>{player} lukkede spil {number}</translation>
    </message>
    <message>
        <source>Game won</source>
        <translation>Vundet spil</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spil {number}</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Game {number}, target {target}</source>
        <translation>Spil {number}, mål {target}</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunken</translation>
    </message>
    <message>
        <source>Play a card of the same suit or rank, or an eight – or draw from the stock</source>
        <translation>Læg et kort i samme kulør eller af samme værdi, eller en otter – eller træk fra bunken</translation>
    </message>
    <message>
        <source>Name the suit the next player must play</source>
        <translation>Vælg den kulør, som den næste skal lægge</translation>
    </message>
    <message>
        <source>Play the card you have just drawn</source>
        <translation>Læg det kort, du lige har trukket</translation>
    </message>
    <message>
        <source>Say Olsen! now: you have one card left</source>
        <translation>Sig Olsen! nu: du har ét kort tilbage</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Tag det øverste kort fra bunken</translation>
    </message>
    <message>
        <source>Keep the drawn card in your hand; your turn ends</source>
        <translation>Behold det trukne kort på hånden; din tur er forbi</translation>
    </message>
    <message>
        <source>The next player must play this suit or an eight</source>
        <translation>Den næste skal lægge denne kulør eller en otter</translation>
    </message>
    <message>
        <source>Say it when you have one card left, before the next player plays – or you must draw</source>
        <translation>Sig det, når du har ét kort tilbage, før den næste lægger – ellers skal du trække</translation>
    </message>
    <message>
        <source>You cannot play and there is nothing to draw</source>
        <translation>Du kan ikke lægge, og der er intet at trække</translation>
    </message>
</context>
<context>
    <name>rodskagg</name>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpoint</translation>
    </message>
    <message>
        <source>The size P of every penalty (A5).</source>
        <translation>Størrelsen P af hver straf (A5).</translation>
    </message>
    <message>
        <source>Table rituals</source>
        <translation>Bordets ritualer</translation>
    </message>
    <message>
        <source>The dealer&apos;s knock, announcing &apos;ett kvar&apos; and &apos;noll&apos;, and knocking on the table to point out mistakes (A11).</source>
        <translation>Giverens bank, at sige &apos;ett kvar&apos; og &apos;noll&apos;, og at banke i bordet for at påpege fejl (A11).</translation>
    </message>
    <message>
        <source>Penalty for a forgotten question</source>
        <translation>Straf for et glemt spørgsmål</translation>
    </message>
    <message>
        <source>A leader who forgets &apos;Följer ni med?&apos; also gets the penalty when it is pointed out (A9).</source>
        <translation>Den, der spiller ud og glemmer &apos;Följer ni med?&apos;, får også straffen, når nogen påpeger det (A9).</translation>
    </message>
    <message>
        <source>Reaching 0 wins at once</source>
        <translation>Den, der når 0, vinder med det samme</translation>
    </message>
    <message>
        <source>&apos;Tack för hjälpen&apos;: a player who reaches exactly 0 wins at once (S8).</source>
        <translation>&apos;Tack för hjälpen&apos;: den, der når præcis 0, vinder med det samme (S8).</translation>
    </message>
    <message>
        <source>When everybody passes</source>
        <translation>Når alle melder pas</translation>
    </message>
    <message>
        <source>The dealer must bid, or the cards are thrown in (A2).</source>
        <translation>Giveren skal melde, ellers kastes kortene ind (A2).</translation>
    </message>
    <message>
        <source>The dealer must bid</source>
        <translation>Giveren skal melde</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Giv igen</translation>
    </message>
    <message>
        <source>Computer players&apos; slips (%)</source>
        <translation>Computerspillernes fejl (%)</translation>
    </message>
    <message>
        <source>How often a computer player forgets an announcement or the question, so that you can catch it (A11).</source>
        <translation>Hvor tit en computerspiller glemmer en melding eller spørgsmålet, så du kan fange den (A11).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunken</translation>
    </message>
    <message>
        <source>Exchanged hands</source>
        <translation>Byttede hænder</translation>
    </message>
    <message>
        <source>Laid aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <translation>Du skal bekende kulør: du har {suit}</translation>
    </message>
    <message>
        <source>Wait for the dealer&apos;s knock</source>
        <translation>Vent på, at giveren banker</translation>
    </message>
    <message>
        <source>Only the dealer knocks for the deal</source>
        <translation>Kun giveren banker for kortene</translation>
    </message>
    <message>
        <source>Your cards are already face up</source>
        <translation>Dine kort ligger allerede med billedsiden op</translation>
    </message>
    <message>
        <source>You hold a court card ({card})</source>
        <translation>Du har et billedkort ({card})</translation>
    </message>
    <message>
        <source>Your new hand is final: the stock ran out</source>
        <translation>Dine nye kort må du beholde: bunken er brugt op</translation>
    </message>
    <message>
        <source>Wait: {seat} decides</source>
        <translation>Vent: {seat} beslutter sig</translation>
    </message>
    <message>
        <source>Hands are exchanged only before the bidding</source>
        <translation>Man bytter kun kort før meldingen</translation>
    </message>
    <message>
        <source>Bid higher than {bid} or pass</source>
        <translation>Meld højere end {bid} eller meld pas</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must bid</source>
        <translation>Alle andre meldte pas: giveren skal melde</translation>
    </message>
    <message>
        <source>Bid 0 to 6 tricks or Rödskägg, or pass</source>
        <translation>Meld 0 til 6 stik eller Rödskägg, eller meld pas</translation>
    </message>
    <message>
        <source>There is no bidding now</source>
        <translation>Der meldes ikke nu</translation>
    </message>
    <message>
        <source>The bidding comes first</source>
        <translation>Først skal der meldes</translation>
    </message>
    <message>
        <source>Only the player who has the game asks</source>
        <translation>Kun den, der har spillet, spørger</translation>
    </message>
    <message>
        <source>The question comes after trick 4, before the next lead</source>
        <translation>Spørgsmålet kommer efter 4. stik, før næste udspil</translation>
    </message>
    <message>
        <source>You have won a trick: you play on</source>
        <translation>Du har vundet et stik: du spiller videre</translation>
    </message>
    <message>
        <source>Wait for the answers to the question</source>
        <translation>Vent på svarene på spørgsmålet</translation>
    </message>
    <message>
        <source>Nobody asked you</source>
        <translation>Ingen har spurgt dig</translation>
    </message>
    <message>
        <source>You have dropped out of this round</source>
        <translation>Du er gået ud af denne runde</translation>
    </message>
    <message>
        <source>You are out of the game</source>
        <translation>Du er ude af spillet</translation>
    </message>
    <message>
        <source>There is nothing to announce</source>
        <translation>Der er intet at sige</translation>
    </message>
    <message>
        <source>Nothing to point out</source>
        <translation>Der er intet at påpege</translation>
    </message>
    <message>
        <source>Too late</source>
        <translation>For sent</translation>
    </message>
    <message>
        <source>This game is played without rituals</source>
        <translation>Dette spil spilles uden ritualer</translation>
    </message>
    <message>
        <source>That is not possible now</source>
        <translation>Det kan du ikke lige nu</translation>
    </message>
    <message>
        <source>Knacka</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Look at your cards</source>
        <translation>Se dine kort</translation>
    </message>
    <message>
        <source>Nya kort</source>
        <translation>Nye kort</translation>
    </message>
    <message>
        <source>Behåll</source>
        <translation>Behold</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Meld {bid}</translation>
    </message>
    <message>
        <source>Smyg (pass)</source>
        <translation>Smyg (pas)</translation>
    </message>
    <message>
        <source>Följer ni med?</source>
        <translation>Följer ni med?</translation>
    </message>
    <message>
        <source>Gå med</source>
        <translation>Gå med</translation>
    </message>
    <message>
        <source>Lägg dig</source>
        <translation>Gå ud</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spil {card}</translation>
    </message>
    <message>
        <source>Ett kvar!</source>
        <translation>Ett kvar!</translation>
    </message>
    <message>
        <source>Noll!</source>
        <translation>Noll!</translation>
    </message>
    <message>
        <source>Knacka i bordet</source>
        <translation>Bank i bordet</translation>
    </message>
    <message>
        <source>Rödskägg</source>
        <translation>Rödskägg</translation>
    </message>
    <message>
        <source>{seat}: Knack för kort och felgiv</source>
        <translation>{seat}: Knack för kort och felgiv</translation>
    </message>
    <message>
        <source>{seat} turns up his cards</source>
        <translation>{seat} vender sine kort</translation>
    </message>
    <message>
        <source>{seat} takes new cards</source>
        <translation>{seat} tager nye kort</translation>
    </message>
    <message>
        <source>{seat} keeps his cards</source>
        <translation>{seat} beholder sine kort</translation>
    </message>
    <message>
        <source>The stock ran out: the cards are shuffled again</source>
        <translation>Bunken er brugt op: kortene blandes igen</translation>
    </message>
    <message>
        <source>{seat} bids {bid}</source>
        <translation>{seat} melder {bid}</translation>
    </message>
    <message>
        <source>{seat}: smyger</source>
        <translation>{seat}: smyger</translation>
    </message>
    <message>
        <source>{seat} has the game with {bid}</source>
        <translation>{seat} har spillet med {bid}</translation>
    </message>
    <message>
        <source>Everybody passed: the cards are thrown in</source>
        <translation>Alle meldte pas: kortene kastes ind</translation>
    </message>
    <message>
        <source>{seat}: Följer ni med?</source>
        <translation>{seat}: Följer ni med?</translation>
    </message>
    <message>
        <source>{seat} goes along</source>
        <translation>{seat} går med</translation>
    </message>
    <message>
        <source>{seat} drops</source>
        <translation>{seat} går ud</translation>
    </message>
    <message>
        <source>Everybody dropped: {seat} takes tricks 5 and 6</source>
        <translation>Alle er gået ud: {seat} får stik 5 og 6</translation>
    </message>
    <message>
        <source>{seat} did not ask: everybody plays on</source>
        <translation>{seat} spurgte ikke: alle spiller videre</translation>
    </message>
    <message>
        <source>{seat}: Ett kvar!</source>
        <translation>{seat}: Ett kvar!</translation>
    </message>
    <message>
        <source>{seat}: Noll!</source>
        <translation>{seat}: Noll!</translation>
    </message>
    <message>
        <source>+{points} to {seat}: {reason}</source>
        <translation>+{points} til {seat}: {reason}</translation>
    </message>
    <message>
        <source>Rödskägg failed: {seat} is out of the game</source>
        <translation>Rödskägg gik galt: {seat} er ude af spillet</translation>
    </message>
    <message>
        <source>{seat} made Rödskägg!</source>
        <translation>{seat} klarede Rödskägg!</translation>
    </message>
    <message>
        <source>Deciding round between {seats}</source>
        <translation>Afgørende runde mellem {seats}</translation>
    </message>
    <message>
        <source>{seat} reaches 0: tack för hjälpen!</source>
        <translation>{seat} når 0: tack för hjälpen!</translation>
    </message>
    <message>
        <source>looked at his cards before the knock</source>
        <translation>så sine kort før banket</translation>
    </message>
    <message>
        <source>did not say &apos;ett kvar&apos;</source>
        <translation>sagde ikke &apos;ett kvar&apos;</translation>
    </message>
    <message>
        <source>did not say &apos;noll&apos;</source>
        <translation>sagde ikke &apos;noll&apos;</translation>
    </message>
    <message>
        <source>did not ask &apos;Följer ni med?&apos;</source>
        <translation>spurgte ikke &apos;Följer ni med?&apos;</translation>
    </message>
    <message>
        <source>took fewer tricks than he bid</source>
        <translation>tog færre stik end meldt</translation>
    </message>
    <message>
        <source>went along and won no trick</source>
        <translation>gik med og fik intet stik</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Round {round}: {seat} bid {bid}, took {tricks}</source>
        <translation>Runde {round}: {seat} meldte {bid}, tog {tricks}</translation>
    </message>
    <message>
        <source>Round {round}: thrown in</source>
        <translation>Runde {round}: kastet ind</translation>
    </message>
    <message>
        <source>Round {round}: deciding round, {seat} took most</source>
        <translation>Runde {round}: afgørende runde, {seat} tog flest</translation>
    </message>
    <message>
        <source>Round {round}: deciding round tied</source>
        <translation>Runde {round}: den afgørende runde endte lige</translation>
    </message>
    <message>
        <source>Round {round} (in play)</source>
        <translation>Runde {round} (i gang)</translation>
    </message>
    <message>
        <source>Round {round}: {seat} deals</source>
        <translation>Runde {round}: {seat} giver</translation>
    </message>
    <message>
        <source>Round {round}: new cards for hands without court cards</source>
        <translation>Runde {round}: nye kort til hænder uden billedkort</translation>
    </message>
    <message>
        <source>Round {round}: bidding</source>
        <translation>Runde {round}: melding</translation>
    </message>
    <message>
        <source>Round {round}: {seat} bid {bid}, has {tricks}</source>
        <translation>Runde {round}: {seat} meldte {bid}, har {tricks}</translation>
    </message>
    <message>
        <source>Deciding round</source>
        <translation>Afgørende runde</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinder</translation>
    </message>
    <message>
        <source>Round limit reached: shared win of {seats}</source>
        <translation>Sidste runde er spillet: delt sejr til {seats}</translation>
    </message>
    <message>
        <source>Knock on the table: then everybody may look</source>
        <translation>Bank i bordet: så må alle se deres kort</translation>
    </message>
    <message>
        <source>No court card in your hand: keep it, or take six new cards</source>
        <translation>Intet billedkort på hånden: behold den, eller tag seks nye kort</translation>
    </message>
    <message>
        <source>Bid the tricks you will take, Rödskägg for all six, or pass</source>
        <translation>Meld de stik, du vil tage, Rödskägg for alle seks, eller pas</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spil et kort: bekend kulør, hvis du kan</translation>
    </message>
    <message>
        <source>You have no trick yet: play the last two tricks, or drop out</source>
        <translation>Du har intet stik endnu: spil de sidste to stik med, eller stå af</translation>
    </message>
    <message>
        <source>Deciding round: play a card, follow suit if you can</source>
        <translation>Afgørende runde: spil et kort, bekend kulør, hvis du kan</translation>
    </message>
    <message>
        <source>Wait for the dealer&apos;s knock before you look at your cards</source>
        <translation>Vent på, at giveren banker, før du ser dine kort</translation>
    </message>
    <message>
        <source>Announce your score before the next card is played</source>
        <translation>Meld din stilling, før det næste kort spilles</translation>
    </message>
    <message>
        <source>Somebody made a mistake: knock on the table to catch it</source>
        <translation>Nogen har begået en fejl: bank i bordet for at fange den</translation>
    </message>
    <message>
        <source>The dealer&apos;s knock: now everybody may look</source>
        <translation>Giverens bank: nu må alle se deres kort</translation>
    </message>
    <message>
        <source>Looking before the knock is a mistake: another player may knock you for it</source>
        <translation>At se før banket er en fejl: en anden spiller kan banke dig for det</translation>
    </message>
    <message>
        <source>Lay your hand away and get six new cards</source>
        <translation>Læg din hånd fra og få seks nye kort</translation>
    </message>
    <message>
        <source>Play with the cards you hold</source>
        <translation>Spil med de kort, du har</translation>
    </message>
    <message>
        <source>The highest bid leads all six tricks and must take at least that many</source>
        <translation>Den højeste melding spiller ud til alle seks stik og skal tage mindst så mange</translation>
    </message>
    <message>
        <source>Win all six tricks and you win the game – lose one and you are out</source>
        <translation>Tag alle seks stik, og du vinder spillet – taber du ét, er du ude</translation>
    </message>
    <message>
        <source>Smyg: no bid this round</source>
        <translation>Smyg: ingen melding i denne runde</translation>
    </message>
    <message>
        <source>Ask the players without a trick whether they play the last two tricks</source>
        <translation>Spørg spillerne uden stik, om de spiller de sidste to stik med</translation>
    </message>
    <message>
        <source>Play on: every trick you take costs 2, no trick at all costs a penalty</source>
        <translation>Spil med: hvert stik, du tager, koster 2, intet stik koster en straf</translation>
    </message>
    <message>
        <source>Lay your cards down and sit out the last two tricks</source>
        <translation>Læg dine kort og stå over i de sidste to stik</translation>
    </message>
    <message>
        <source>Say your score aloud before the next card is played</source>
        <translation>Sig din stilling højt, før det næste kort spilles</translation>
    </message>
    <message>
        <source>Knock on the table: another player&apos;s open mistake costs a penalty</source>
        <translation>Bank i bordet: en anden spillers åbne fejl koster en straf</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Point: {score}</translation>
    </message>
    <message>
        <source>Score {score} · bid {bid}</source>
        <translation>Point: {score} · bud {bid}</translation>
    </message>
    <message>
        <source>Score {score} · smyg</source>
        <translation>Point: {score} · smyger</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Ude af spillet</translation>
    </message>
    <message>
        <source>Say…</source>
        <translation>Sig…</translation>
    </message>
</context>
<context>
    <name>ruder_syv</name>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>More tricks than bid</source>
        <translation>Flere stik end meldt</translation>
    </message>
    <message>
        <source>Counts as missed</source>
        <translation>Tæller som tabt</translation>
    </message>
    <message>
        <source>Scores nothing</source>
        <translation>Giver ingen point</translation>
    </message>
    <message>
        <source>Counts as made</source>
        <translation>Tæller som vundet</translation>
    </message>
    <message>
        <source>Seven of diamonds may always be played</source>
        <translation>Ruder syv må altid spilles</translation>
    </message>
    <message>
        <source>Pass when you cannot follow suit</source>
        <translation>Meld pas, når du ikke kan bekende kulør</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Point for at vinde</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>Du skal bekende kulør ({suit})</translation>
    </message>
    <message>
        <source>Bid 0, 1, 2 or 3 tricks</source>
        <translation>Meld 0, 1, 2 eller 3 stik</translation>
    </message>
    <message>
        <source>The bidding comes first</source>
        <translation>Først skal der meldes</translation>
    </message>
    <message>
        <source>The bidding is over</source>
        <translation>Meldingen er slut</translation>
    </message>
    <message>
        <source>{seat} bids {bid}</source>
        <translation>{seat} melder {bid}</translation>
    </message>
    <message>
        <source>{seat} plays for {bid} tricks</source>
        <translation>{seat} spiller om {bid} stik</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Meld {bid}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spil {card}</translation>
    </message>
    <message>
        <source>Pass (play no card)</source>
        <translation>Pas (læg intet kort)</translation>
    </message>
    <message>
        <source>Hand {hand}: bidding</source>
        <translation>Spil {hand}: melding</translation>
    </message>
    <message>
        <source>{seat} bid {bid}, has {tricks}</source>
        <translation>{seat} meldte {bid}, har {tricks}</translation>
    </message>
    <message>
        <source>Hand {hand}: {seat} bid {bid}, took {tricks}</source>
        <translation>Spil {hand}: {seat} meldte {bid}, tog {tricks}</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinder</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delt sejr: {seats}</translation>
    </message>
    <message>
        <source>Aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you think you will take</source>
        <translation>Meld præcis det antal stik, du tror, du tager</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can – the seven of diamonds beats everything</source>
        <translation>Spil et kort: bekend kulør, hvis du kan – ruder syv slår alt</translation>
    </message>
    <message>
        <source>The highest bid plays alone against the others and must take exactly that many tricks</source>
        <translation>Den højeste melding spiller alene mod de andre og skal tage præcis så mange stik</translation>
    </message>
    <message>
        <source>Bid: {bid}</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Bud: {bid}</translation>
    </message>
    <message>
        <source>Bid: {bid} – highest</source>
        <translation>Bud: {bid} – højeste bud</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <source>{tricks} / {bid}</source>
        <translation>{tricks} / {bid}</translation>
    </message>
</context>
<context>
    <name>rummy</name>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Point table</source>
        <translation>Pointtabel</translation>
    </message>
    <message>
        <source>500: with jokers, ace 15, 2-9 five points; Rommy: face values, ace 1, no jokers.</source>
        <translation>500: med jokere, es 15, 2-9 fem point; Rommy: kortenes værdi, es 1, ingen jokere.</translation>
    </message>
    <message>
        <source>500</source>
        <translation>500</translation>
    </message>
    <message>
        <source>Rommy</source>
        <translation>Rommy</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokere</translation>
    </message>
    <message>
        <source>Jokers in the deck; automatic: 3 with table 500, none with Rommy.</source>
        <translation>Jokere i spillet; automatisk: 3 med tabellen 500, ingen med Rommy.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisk</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Spillet slutter ved</translation>
    </message>
    <message>
        <source>The game ends after the hand in which somebody reaches this total.</source>
        <translation>Spillet slutter efter det spil, hvor nogen når denne sum.</translation>
    </message>
    <message>
        <source>Ace also above the king</source>
        <translation>Es også over kongen</translation>
    </message>
    <message>
        <source>Q-K-A is a run as well; never round the corner.</source>
        <translation>D-K-E er også en række; aldrig rundt om hjørnet.</translation>
    </message>
    <message>
        <source>Own meld before adding to melds</source>
        <translation>Egen kombination før man bygger videre</translation>
    </message>
    <message>
        <source>A player must have a meld of his own on the table before he adds cards to melds.</source>
        <translation>En spiller skal selv have en kombination på bordet, før han lægger kort til kombinationer.</translation>
    </message>
    <message>
        <source>Melding is compulsory</source>
        <translation>Man skal lægge ned</translation>
    </message>
    <message>
        <source>No discard while the hand holds a set or run that could be laid and still leave a card to discard.</source>
        <translation>Man må ikke smide, så længe hånden har et sæt eller en række, der kan lægges ned med et kort til overs at smide.</translation>
    </message>
    <message>
        <source>Exchange jokers</source>
        <translation>Byt jokere</translation>
    </message>
    <message>
        <source>A player with a meld of his own may put the natural card in a run&apos;s joker&apos;s place and take the joker.</source>
        <translation>En spiller med sin egen kombination må lægge det rigtige kort på jokerens plads i en række og tage jokeren.</translation>
    </message>
    <message>
        <source>No closing in the first round</source>
        <translation>Ingen lukning i første runde</translation>
    </message>
    <message>
        <source>Nobody may close before every player has had one turn.</source>
        <translation>Ingen må lukke, før alle spillere har haft én tur.</translation>
    </message>
    <message>
        <source>Plus points for melds</source>
        <translation>Pluspoint for kombinationer</translation>
    </message>
    <message>
        <source>Cards on the table count plus, cards in hand minus; the highest total wins.</source>
        <translation>Kort på bordet tæller plus, kort på hånden minus; den højeste sum vinder.</translation>
    </message>
    <message>
        <source>Set ✓ – click to meld</source>
        <translation>Sæt ✓ – klik for at lægge ned</translation>
    </message>
    <message>
        <source>Run ✓ – click to meld</source>
        <translation>Række ✓ – klik for at lægge ned</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>A seat&apos;s melds from the middle of its row outwards, so the first lies right in front of it.</extracomment>
        <translation>Bunken</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Afsmidningsbunken</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Læg ned</translation>
    </message>
    <message>
        <source>Draw a card: click the stock or the discard pile</source>
        <translation>Træk et kort: klik på bunken eller afsmidningsbunken</translation>
    </message>
    <message>
        <source>Meld or add to melds if you like, then drag a card onto the discard pile</source>
        <translation>Læg ned eller byg videre, hvis du vil, og træk så et kort hen på afsmidningsbunken</translation>
    </message>
    <message>
        <source>The discard fits a meld: call Rummy! before the next player draws</source>
        <translation>Det smidte kort passer til en kombination: råb Rummy!, før den næste trækker</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Tag det øverste kort fra bunken</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile (you may not discard it again this turn)</source>
        <translation>Tag det øverste kort fra afsmidningsbunken (du må ikke smide det igen i denne tur)</translation>
    </message>
    <message>
        <source>Lay the chosen cards on the table as a meld</source>
        <translation>Læg de valgte kort på bordet som en kombination</translation>
    </message>
    <message>
        <source>Take this turn&apos;s melds and additions back into your hand</source>
        <translation>Tag turens kombinationer og tilføjelser tilbage på hånden</translation>
    </message>
    <message>
        <source>Snatch the discard and add it to the meld it fits – it costs nothing</source>
        <translation>Snup det smidte kort og læg det til den kombination, det passer til – det koster ingenting</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>That is not a move in Rummy</source>
        <translation>Det er ikke et træk i Rummy</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile</source>
        <translation>Træk først et kort: fra bunken eller afsmidningsbunken</translation>
    </message>
    <message>
        <source>You have drawn your card this turn</source>
        <translation>Du har allerede trukket dit kort i denne tur</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>{card} is not among the cards you are melding</source>
        <translation>{card} er ikke blandt de kort, du er ved at lægge ned</translation>
    </message>
    <message>
        <source>Choose the cards of the meld first</source>
        <translation>Vælg først kortene til kombinationen</translation>
    </message>
    <message>
        <source>Put the cards in the Meld tray in their order, then click Meld</source>
        <translation>Læg kortene i bakken Læg ned i deres rækkefølge, og klik så på Læg ned</translation>
    </message>
    <message>
        <source>There is no room for more melds in front of you</source>
        <translation>Der er ikke plads til flere kombinationer foran dig</translation>
    </message>
    <message>
        <source>Keep one card – you can only close by discarding</source>
        <translation>Behold ét kort – du kan kun lukke ved at smide</translation>
    </message>
    <message>
        <source>Nobody may close in the first round: keep two cards</source>
        <translation>Ingen må lukke i første runde: behold to kort</translation>
    </message>
    <message>
        <source>You need a meld of your own before you can add to melds</source>
        <translation>Du skal selv have en kombination, før du kan bygge videre</translation>
    </message>
    <message>
        <source>There is no such meld on the table</source>
        <translation>Den kombination ligger ikke på bordet</translation>
    </message>
    <message>
        <source>Say at which end of the run the card goes</source>
        <translation>Sig, i hvilken ende af rækken kortet skal ligge</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the discard pile this turn</source>
        <translation>Du kan ikke smide det kort, du tog fra afsmidningsbunken i denne tur</translation>
    </message>
    <message>
        <source>You must lay your meld first: {meld}</source>
        <translation>Du skal først lægge din kombination ned: {meld}</translation>
    </message>
    <message>
        <source>A joker on the table cannot be taken back</source>
        <translation>En joker på bordet kan ikke tages tilbage</translation>
    </message>
    <message>
        <source>You have laid nothing this turn</source>
        <translation>Du har ikke lagt noget ned i denne tur</translation>
    </message>
    <message>
        <source>The stock is empty: take the top discard</source>
        <translation>Bunken er tom: tag det øverste kort fra afsmidningsbunken</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Afsmidningsbunken er tom</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>Too late – {player} has already drawn</source>
        <translation>For sent – {player} har allerede trukket</translation>
    </message>
    <message>
        <source>There is no discard to call Rummy! on</source>
        <translation>Der er intet smidt kort at råbe Rummy! på</translation>
    </message>
    <message>
        <source>You cannot call Rummy! on your own discard</source>
        <translation>Du kan ikke råbe Rummy! på dit eget kort</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Træk fra bunken</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Tag {card}</translation>
    </message>
    <message>
        <source>Put {card} in the meld</source>
        <translation>Læg {card} i bakken</translation>
    </message>
    <message>
        <source>Take {card} back into the hand</source>
        <translation>Tag {card} tilbage på hånden</translation>
    </message>
    <message>
        <source>Meld {cards}</source>
        <translation>Læg {cards} ned</translation>
    </message>
    <message>
        <source>Meld {cards} – joker = {faces}</source>
        <translation>Læg {cards} ned – joker = {faces}</translation>
    </message>
    <message>
        <source>Add {card} to {owner}&apos;s {cards}</source>
        <translation>Læg {card} til {owner}s {cards}</translation>
    </message>
    <message>
        <source>Add {card} to {owner}&apos;s {cards} as {face}</source>
        <translation>Læg {card} til {owner}s {cards} som {face}</translation>
    </message>
    <message>
        <source>Put {card} for the joker in {owner}&apos;s {cards}</source>
        <translation>Læg {card} i stedet for jokeren i {owner}s {cards}</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Tag tilbage</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Smid {card}</translation>
    </message>
    <message>
        <source>Rummy! {card} to {owner}&apos;s {cards}</source>
        <translation>Rummy! {card} til {owner}s {cards}</translation>
    </message>
    <message>
        <source>Rummy! {card} to {owner}&apos;s {cards} as {face}</source>
        <translation>Rummy! {card} til {owner}s {cards} som {face}</translation>
    </message>
    <message>
        <source>Rummy!</source>
        <translation>Rummy!</translation>
    </message>
    <message>
        <source>{player} closes the hand</source>
        <translation>{player} lukker</translation>
    </message>
    <message>
        <source>The stock has run out again: the hand ends without a closer</source>
        <translation>Bunken er sluppet op igen: spillet slutter, uden at nogen lukker</translation>
    </message>
    <message>
        <source>The discard pile is turned over as the new stock</source>
        <translation>Afsmidningsbunken vendes og bliver den nye bunke</translation>
    </message>
    <message>
        <source>Hand {number} is scored</source>
        <translation>Spil {number} er talt op</translation>
    </message>
    <message>
        <source>{seat} wins the game</source>
        <translation>{seat} vinder spillet</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delt sejr: {seats}</translation>
    </message>
    <message>
        <source>Hand {number}: {player} closed (&quot;lukket&quot;)</source>
        <translation>Spil {number}: {player} lukkede</translation>
    </message>
    <message>
        <source>Hand {number}: no closer</source>
        <translation>Spil {number}: ingen lukkede</translation>
    </message>
    <message>
        <source>Table {table}, game to {target} – {dealer} deals</source>
        <translation>Tabel {table}, spil til {target} – {dealer} giver</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>{file} cannot be read: it is not a kortbord save.</source>
        <extracomment>The largest save read, in bytes (a genuine 9,000-move match is about 150 kB). The most moves a save may hold (a long genuine match has about 9,000). The longest text of one move (the longest seen in play is about 40 characters). Seeds are 64-bit numbers (the command line also takes negative ones).</extracomment>
        <translation>{file} kan ikke læses: det er ikke et gemt kortbord-spil.</translation>
    </message>
    <message>
        <source>{file} is not a kortbord save.</source>
        <translation>{file} er ikke et gemt kortbord-spil.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of kortbord and cannot be opened.</source>
        <translation>{file} er gemt med en nyere udgave af kortbord og kan ikke åbnes.</translation>
    </message>
    <message>
        <source>{file} is a game of “{game}”, which this version of kortbord does not have.</source>
        <translation>{file} er et spil “{game}”, som denne udgave af kortbord ikke kender.</translation>
    </message>
    <message>
        <source>{file} is damaged ({detail}).</source>
        <translation>{file} er beskadiget ({detail}).</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} (“{move}”) cannot be read.</source>
        <translation>{file} er beskadiget: træk {number} (“{move}”) kan ikke læses.</translation>
    </message>
    <message>
        <source>{file} has been changed: move {number} (“{move}”) is not allowed there. {reason}</source>
        <translation>{file} er blevet ændret: træk {number} (“{move}”) er ikke tilladt der. {reason}</translation>
    </message>
    <message>
        <source>{file} has been changed: the cards on the table do not match the moves played.</source>
        <translation>{file} er blevet ændret: kortene på bordet passer ikke til de spillede træk.</translation>
    </message>
    <message>
        <source>{file} cannot be opened ({detail}).</source>
        <translation>{file} kan ikke åbnes ({detail}).</translation>
    </message>
    <message>
        <source>{file} is not an ordinary file, so it cannot be a kortbord save.</source>
        <translation>{file} er ikke en almindelig fil, så det kan ikke være et gemt kortbord-spil.</translation>
    </message>
    <message>
        <source>{file} is far too large to be a kortbord save ({size} MB).</source>
        <translation>{file} er alt for stor til at være et gemt kortbord-spil ({size} MB).</translation>
    </message>
    <message>
        <source>{file} has been changed outside kortbord, so the game in it cannot be trusted.</source>
        <translation>{file} er blevet ændret uden for kortbord, så spillet i den kan ikke stoles på.</translation>
    </message>
    <message>
        <source>The game could not be saved in {file} ({detail}).</source>
        <translation>Spillet kunne ikke gemmes i {file} ({detail}).</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>Hand {n}</source>
        <extracomment>Short row labels shared by the games.</extracomment>
        <translation>Spil {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spil {n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
</context>
<context>
    <name>snyd</name>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Who may call Snyd</source>
        <translation>Hvem må sige snyd</translation>
    </message>
    <message>
        <source>Only the next player, or anybody, may call Snyd on the card just played (R5, A1).</source>
        <translation>Kun den næste spiller, eller alle, må sige snyd til det kort, der lige er lagt (R5, A1).</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>Den næste spiller</translation>
    </message>
    <message>
        <source>Anybody</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation>Strafkort</translation>
    </message>
    <message>
        <source>Cards the loser of a call takes from the stock (R5, A10).</source>
        <translation>Så mange kort tager den, der taber en snyd-melding, fra bunken (R5, A10).</translation>
    </message>
    <message>
        <source>Most cards to take instead of playing</source>
        <translation>Højst antal kort at tage i stedet for at lægge</translation>
    </message>
    <message>
        <source>A player may take up to this many cards instead of playing (R4, A10).</source>
        <translation>En spiller må tage op til så mange kort i stedet for at lægge et (R4, A10).</translation>
    </message>
    <message>
        <source>Play after taking cards</source>
        <translation>Læg et kort efter at have taget</translation>
    </message>
    <message>
        <source>After taking cards a player may still play one card (R4, A4).</source>
        <translation>Når man har taget kort, må man stadig lægge ét kort (R4, A4).</translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation>Kort til hver spiller</translation>
    </message>
    <message>
        <source>How many cards each player gets in the deal (D1, A10).</source>
        <translation>Hvor mange kort hver spiller får, når der gives (D1, A10).</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Spil om pladserne</translation>
    </message>
    <message>
        <source>Play on until one player is left and record the finishing order (S3).</source>
        <translation>Spil videre, til der kun er én spiller tilbage, og skriv rækkefølgen op (S3).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunken</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Dyngen</translation>
    </message>
    <message>
        <source>Drag a card face down onto the pile, or click the stock to take cards instead</source>
        <translation>Træk et kort med bagsiden op over på dyngen, eller klik på bunken for at tage kort i stedet</translation>
    </message>
    <message>
        <source>Call Snyd! if you doubt {player}&apos;s claim – or take your turn</source>
        <translation>Sig Snyd!, hvis du ikke tror på {player} – eller tag din tur</translation>
    </message>
    <message>
        <source>Say what your card is: pick a claim</source>
        <translation>Sig, hvilket kort det er: vælg et kort</translation>
    </message>
    <message>
        <source>Take another card, or click Done</source>
        <translation>Tag et kort mere, eller klik på Færdig</translation>
    </message>
    <message>
        <source>Take another card, play a card face down, or click Done</source>
        <translation>Tag et kort mere, læg et kort med bagsiden op, eller klik på Færdig</translation>
    </message>
    <message>
        <source>Call Snyd! now if you doubt {player}&apos;s claim</source>
        <translation>Sig Snyd! nu, hvis du ikke tror på {player}</translation>
    </message>
    <message>
        <source>Put the card face down on the pile; then say what it is</source>
        <translation>Læg kortet med bagsiden op på dyngen, og sig så, hvad det er</translation>
    </message>
    <message>
        <source>Say your card is this one – true or not; the next player may check</source>
        <translation>Sig, at dit kort er dette – sandt eller ej; den næste spiller må tjekke det</translation>
    </message>
    <message>
        <source>Take the card back into your hand and choose again</source>
        <translation>Tag kortet tilbage på hånden, og vælg igen</translation>
    </message>
    <message>
        <source>Take the top card of the stock instead of playing</source>
        <translation>Tag det øverste kort fra bunken i stedet for at lægge</translation>
    </message>
    <message>
        <source>Stop taking cards; your turn ends</source>
        <translation>Stop med at tage kort; din tur er slut</translation>
    </message>
    <message>
        <source>Turn the card just played: if it is not what was said, its owner takes it back and the penalty cards – if it is, you take them</source>
        <translation>Vend kortet, der lige er lagt: er det ikke det, der blev sagt, tager ejeren det tilbage sammen med strafkortene – er det, tager du dem</translation>
    </message>
    <message>
        <source>The truth: this is the card you put down</source>
        <extracomment>The tooltip of the claim that is the card really put down.</extracomment>
        <translation>Sandheden: det er det kort, du lagde</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <extracomment>Claims and calls kept for the score panel&apos;s log.</extracomment>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>That is not a move in Snyd</source>
        <translation>Det er ikke et træk i Snyd</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>Play one card at a time</source>
        <translation>Læg ét kort ad gangen</translation>
    </message>
    <message>
        <source>Say what your card is first</source>
        <translation>Sig først, hvilket kort det er</translation>
    </message>
    <message>
        <source>Put a card face down on the pile first</source>
        <translation>Læg først et kort med bagsiden op på dyngen</translation>
    </message>
    <message>
        <source>Your claim must be {suit} or a {rank}</source>
        <translation>Du skal sige et kort i {suit} eller en {rank}</translation>
    </message>
    <message>
        <source>Your claim must be {suit} or an ace</source>
        <translation>Du skal sige et kort i {suit} eller et es</translation>
    </message>
    <message>
        <source>Claim a card such as 10♦</source>
        <translation>Sig et kort, fx 10♦</translation>
    </message>
    <message>
        <source>There is no card to take: play a card</source>
        <translation>Der er ingen kort at tage: læg et kort</translation>
    </message>
    <message>
        <source>You may take at most {count} cards</source>
        <translation>Du må højst tage {count} kort</translation>
    </message>
    <message>
        <source>You took cards instead of playing: take another or click Done</source>
        <translation>Du har taget kort i stedet for at lægge: tag et mere, eller klik på Færdig</translation>
    </message>
    <message>
        <source>You stop only after taking a card</source>
        <translation>Du kan først stoppe, når du har taget et kort</translation>
    </message>
    <message>
        <source>Only {player}, the next player, may call snyd</source>
        <translation>Kun {player}, den næste spiller, må sige snyd</translation>
    </message>
    <message>
        <source>{player}&apos;s card can no longer be checked</source>
        <translation>{player}s kort kan ikke længere tjekkes</translation>
    </message>
    <message>
        <source>There is no card to call snyd on</source>
        <translation>Der er intet kort at sige snyd til</translation>
    </message>
    <message>
        <source>You cannot call snyd on your own card</source>
        <translation>Du kan ikke sige snyd til dit eget kort</translation>
    </message>
    <message>
        <source>Put a card face down</source>
        <translation>Læg et kort med bagsiden op</translation>
    </message>
    <message>
        <source>Say {claim}</source>
        <translation>Sig {claim}</translation>
    </message>
    <message>
        <source>Take the card back</source>
        <translation>Tag kortet tilbage</translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation>Tag et kort</translation>
    </message>
    <message>
        <source>Take another</source>
        <translation>Tag et mere</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Færdig</translation>
    </message>
    <message>
        <source>Snyd!</source>
        <translation>Snyd!</translation>
    </message>
    <message>
        <source>{player} says {claim}</source>
        <translation>{player} siger {claim}</translation>
    </message>
    <message>
        <source>{player} took {count} cards instead of playing</source>
        <translation>{player} tog {count} kort i stedet for at lægge</translation>
    </message>
    <message>
        <source>{player} told the truth: {claim} – {caller} takes {count} cards</source>
        <translation>{player} talte sandt: {claim} – {caller} tager {count} kort</translation>
    </message>
    <message>
        <source>{player} told the truth: {claim} – the last card stands</source>
        <translation>{player} talte sandt: {claim} – det sidste kort bliver liggende</translation>
    </message>
    <message>
        <source>{player} lied: {card}, not {claim} – {player} takes the card back and {count} more</source>
        <translation>{player} snød: {card}, ikke {claim} – {player} tager kortet tilbage og {count} til</translation>
    </message>
    <message>
        <source>The pile but its top card becomes the new stock</source>
        <translation>Stakken undtagen det øverste kort bliver den nye bunke</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinder spillet</translation>
    </message>
    <message>
        <source>{player} is out in place {place}</source>
        <translation>{player} er ude som nummer {place}</translation>
    </message>
    <message>
        <source>Game won</source>
        <translation>Vundet spil</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>{player}: {claim}</source>
        <extracomment>The computers wait 1–2.5 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>{player}: {claim}</translation>
    </message>
    <message>
        <source>{player} said {claim}</source>
        <translation>{player} sagde {claim}</translation>
    </message>
    <message>
        <source>{player} said {claim} – called: true</source>
        <translation>{player} sagde {claim} – kaldt snyd: det var sandt</translation>
    </message>
    <message>
        <source>{player} said {claim} – called: a lie</source>
        <translation>{player} sagde {claim} – kaldt snyd: det var løgn</translation>
    </message>
</context>
<context>
    <name>spar_dame</name>
    <message>
        <source>Cards passed to the left</source>
        <translation>Kort givet videre til venstre</translation>
    </message>
    <message>
        <source>Taking everything scores</source>
        <translation>At tage alt giver</translation>
    </message>
    <message>
        <source>0 for the taker</source>
        <translation>0 til den, der tager alt</translation>
    </message>
    <message>
        <source>−100 for the taker</source>
        <translation>−100 til den, der tager alt</translation>
    </message>
    <message>
        <source>Six players</source>
        <translation>Seks spillere</translation>
    </message>
    <message>
        <source>Remove 2♦ 2♣ 3♦ 3♣ (8 cards each)</source>
        <translation>Tag 2♦ 2♣ 3♦ 3♣ ud (8 kort hver)</translation>
    </message>
    <message>
        <source>36 cards (6 each)</source>
        <translation>36 kort (6 hver)</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Spillet slutter ved</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>Du skal bekende kulør ({suit})</translation>
    </message>
    <message>
        <source>Pass {count} cards to the left first</source>
        <translation>Giv først {count} kort videre til venstre</translation>
    </message>
    <message>
        <source>You have passed your cards</source>
        <translation>Du har givet dine kort videre</translation>
    </message>
    <message>
        <source>Pass one card of your hand at a time</source>
        <translation>Giv ét kort fra hånden videre ad gangen</translation>
    </message>
    <message>
        <source>Cards are not passed now</source>
        <translation>Der gives ikke kort videre nu</translation>
    </message>
    <message>
        <source>Pass {card} to the left</source>
        <translation>Giv {card} videre til venstre</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spil {card}</translation>
    </message>
    <message>
        <source>{seat} took everything – everyone else +200</source>
        <translation>{seat} tog alt – alle andre +200</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Spil {hand}</translation>
    </message>
    <message>
        <source>Hand {hand}: {seat} took everything</source>
        <translation>Spil {hand}: {seat} tog alt</translation>
    </message>
    <message>
        <source>Hand {hand} – game ends at {target}</source>
        <translation>Spil {hand} – spillet slutter ved {target}</translation>
    </message>
    <message>
        <source>Hand {hand}: pass {count} cards to the left</source>
        <translation>Spil {hand}: giv {count} kort videre til venstre</translation>
    </message>
    <message>
        <source>{seat} wins with the fewest points</source>
        <translation>{seat} vinder med færrest point</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delt sejr: {seats}</translation>
    </message>
    <message>
        <source>Pass to the left</source>
        <translation>Giv videre til venstre</translation>
    </message>
    <message>
        <source>Pass cards to the player on your left: drag them onto the pass spot</source>
        <translation>Giv kort videre til spilleren til venstre: træk dem hen på pladsen til kortene</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can, and keep away from the queen of spades and hearts</source>
        <translation>Spil et kort: bekend kulør, hvis du kan, og hold dig fra spar dame og hjerter</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Pass the mouse to {name}</source>
        <translation>Giv musen videre til {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Jeg er {name}: vis mine kort</translation>
    </message>
    <message>
        <source>There is nothing to do just now.</source>
        <extracomment>The round summary goes by itself after this long at speed 1 (ms). A player out of the game: his nameplate greyed (a game&apos;s ``out_seats``). Cards just arrived in the own hand (a game&apos;s ``ARRIVALS``) keep a soft rim this long (ms). The player chose how his hand is sorted: &quot;suit&quot; or &quot;rank&quot; (the window remembers it). A move was applied: (move, the state before it, its full events). How the own hand is sorted: &quot;suit&quot; (the game&apos;s order) or &quot;rank&quot; (``rank_order``). Bid cards are being turned one by one: nobody acts until all are seen. Cards just arrived in the own hand (rimmed until the timer ends). A move of the game&apos;s ``CONFIRM`` verbs waiting for the Confirm button. Whether the game&apos;s ``assist`` cards are pointed out (the user&apos;s setting). The seat the last view showed as losing its turn (a &quot;Skip&quot; stamp marks a new one). The Last trick / Played cards buttons and panels. The game&apos;s nudge: the expected move hinted after a while on the human&apos;s turn. Computer seats&apos; timed window moves (the Gris race) on the table&apos;s clock. A joined PC&apos;s table: the human&apos;s moves go here (to the host) instead of being applied.</extracomment>
        <translation>Der er ikke noget at gøre lige nu.</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kort</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} kort</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>click cards on the table to choose them, then drag a card from your hand there.</source>
        <translation>klik på kort på bordet for at vælge dem, og træk så et kort fra din hånd derhen.</translation>
    </message>
    <message>
        <source>Waiting for {names}…</source>
        <translation>Venter på {names}…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tænker…</translation>
    </message>
    <message>
        <source>Winner!</source>
        <translation>Vinder!</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Står over</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Forslag: {move}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <extracomment>The last trick of the deal, once one is done. The winning card to mark with the next table update (the trick just taken). The panel shown over the table and how to show it again (a language switch).</extracomment>
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>Show the last trick again: who played what, and who won it</source>
        <translation>Se sidste stik igen: hvem lagde hvad, og hvem tog det</translation>
    </message>
    <message>
        <source>Played cards</source>
        <translation>Spillede kort</translation>
    </message>
    <message>
        <source>The cards played so far in this deal</source>
        <translation>De kort, der er spillet indtil nu i denne omgang</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Der er ikke spillet noget stik endnu.</translation>
    </message>
    <message>
        <source>Latest moves</source>
        <extracomment>The label parameter naming a row&apos;s item within its section. The section mark of a tally line (not a round). The winners&apos; mark in the sheet&apos;s header, and their totals&apos; background. The leaders&apos; totals while the game runs: a pale gold background. The panel&apos;s narrowest width: four players&apos; figures and a short label (px). The narrowest score column and the label column&apos;s least share (px). Room beside a figure in its cell (px). The names over the score columns shrink down to this share of the font to fit (then &quot;…&quot;). The game&apos;s log of the last few events (Snyd&apos;s claims and calls, its ``score_log``). The totals, pinned under the rounds (they never scroll away). The open section (a round shown item by item) and what was shown last.</extracomment>
        <translation>Seneste træk</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(giver)</translation>
    </message>
    <message>
        <source>(forehand)</source>
        <translation>(forhånd)</translation>
    </message>
    <message>
        <source>Target: {n}</source>
        <translation>Mål: {n}</translation>
    </message>
    <message>
        <source>lowest score wins</source>
        <translation>færrest point vinder</translation>
    </message>
    <message>
        <source>In the lead</source>
        <translation>Fører</translation>
    </message>
    <message>
        <source>This round</source>
        <extracomment>Points won in the summary: gold on the dark card. Above the cards, tags, stamps and speech bubbles. The summary&apos;s text height, in card widths (and never below this many pixels). A zone tag named ``seat/N`` lies beside seat N&apos;s nameplate (Rödskägg&apos;s scores). How far the own playable cards may stand above their hand (card heights). A large zone tag&apos;s height, in card widths. Cards in a panel (the last trick), in card widths. Zone tags this many times their normal size (a game&apos;s ``TAG_SCALE``: Rödskägg&apos;s scores). Zone patterns whose tags are large, above the zone (the game&apos;s ``LARGE_TAGS``). One item over the middle of the table (the end-of-round summary), or None. Items taken off the table, kept alive until the event that removed them is over.</extracomment>
        <translation>Denne runde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>(target {n})</source>
        <translation>(mål {n})</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 stik</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stik</translation>
    </message>
    <message>
        <source>Last trick – {name} won it</source>
        <translation>Sidste stik – {name} tog det</translation>
    </message>
    <message>
        <source>Click to continue</source>
        <translation>Klik for at fortsætte</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vinder: {names}</translation>
    </message>
    <message>
        <source>{suit} asked for</source>
        <extracomment>Tags lie above the cards of their zone, stamps and the arrow above every card at rest. Tags are never lower than this (px): older eyes read them too. A stamp is turned a little, as if pressed on by hand (degrees).</extracomment>
        <translation>{suit} ønsket</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <extracomment>Above every card at rest and the tags, below overlays.</extracomment>
        <translation>Kort med bagsiden op</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{card}, chosen</source>
        <extracomment>The focused stop, and the card taken up (while choosing where it goes).</extracomment>
        <translation>{card}, valgt</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}s hånd</translation>
    </message>
    <message>
        <source>{name}&apos;s place in the trick</source>
        <translation>{name}s plads i stikket</translation>
    </message>
    <message>
        <source>{name}&apos;s tricks</source>
        <translation>{name}s stik</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <source>Arrow keys choose a card, Enter or Space plays it, Escape puts it back, Tab goes to the buttons.</source>
        <translation>Piletasterne vælger et kort, Enter eller mellemrum spiller det, Escape lægger det tilbage, Tab går til knapperne.</translation>
    </message>
    <message>
        <source>Laid away</source>
        <extracomment>The cards&apos; size (of the last trick&apos;s) and where forehand&apos;s discards lie during the deal.</extracomment>
        <translation>Lagt bort</translation>
    </message>
    <message>
        <source>Cards played in this deal</source>
        <translation>Kort spillet i denne omgang</translation>
    </message>
    <message>
        <source>Shown</source>
        <extracomment>Above the nameplates, below tags and stamps. The strips&apos; labels (translated when drawn, so a language switch shows at once).</extracomment>
        <translation>Vist</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Taget</translation>
    </message>
    <message>
        <source>Confirm</source>
        <extracomment>A cell is never narrower than this (px): &quot;10♦&quot; stays readable.
----------
The verb of the Confirm button: the table&apos;s own, never a move of a game.</extracomment>
        <translation>Bekræft</translation>
    </message>
    <message>
        <source>Make the choice selected in the grid</source>
        <translation>Vælg det markerede kort</translation>
    </message>
    <message>
        <source>Put the card down for good; until then you may drag it back.</source>
        <translation>Læg kortet endeligt; indtil da kan du trække det tilbage.</translation>
    </message>
    <message>
        <source>Click Confirm, or drag the card back to your hand to choose another.</source>
        <translation>Klik på Bekræft, eller træk kortet tilbage på hånden for at vælge et andet.</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>{file} cannot be found.</source>
        <extracomment>Width / height of the card place on the table (our decks: 240 x 336). Largest deck file we read (after unpacking an SVGZ). Element key of a foreign deck&apos;s own back (our backs are ``BACK_IDS``).</extracomment>
        <translation>{file} kan ikke findes.</translation>
    </message>
    <message>
        <source>{file} cannot be read ({detail}).</source>
        <translation>{file} kan ikke læses ({detail}).</translation>
    </message>
    <message>
        <source>{file} is too large for a card deck (more than {limit} MB).</source>
        <translation>{file} er for stor til et kortspil (mere end {limit} MB).</translation>
    </message>
    <message>
        <source>{file} is not an SVG image, or it is damaged.</source>
        <translation>{file} er ikke et SVG-billede, eller den er beskadiget.</translation>
    </message>
    <message>
        <source>{file} is not a card deck: it has no cards named like a KDE deck (1_club, queen_heart) or an aisleriot theme (club_1, heart_queen).</source>
        <translation>{file} er ikke et kortspil: den har ingen kort navngivet som et KDE-kortspil (1_club, queen_heart) eller et aisleriot-tema (club_1, heart_queen).</translation>
    </message>
    <message>
        <source>{file} lacks {count} of the 52 cards (for example {example}).</source>
        <translation>{file} mangler {count} af de 52 kort (for eksempel {example}).</translation>
    </message>
    <message>
        <source>The cards of {file} are not upright playing cards ({width} x {height}).</source>
        <translation>Kortene i {file} er ikke stående spillekort ({width} x {height}).</translation>
    </message>
    <message>
        <source>{file} names no SVG file of a card deck.</source>
        <translation>{file} nævner ingen SVG-fil med et kortspil.</translation>
    </message>
    <message>
        <source>Standard (A K Q J)</source>
        <extracomment>Built-in decks by the letters on their court cards and aces (``look/deck``).</extracomment>
        <translation>Standard (A K Q J)</translation>
    </message>
    <message>
        <source>Danish (E K D B)</source>
        <translation>Dansk (E K D B)</translation>
    </message>
    <message>
        <source>Swedish (E K D Kn)</source>
        <translation>Svensk (E K D Kn)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>``look/deck`` value for the deck file in ``look/extra_deck_path``. ``look/back`` value for a foreign deck&apos;s own back (else one of ``BACK_IDS``).</extracomment>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Kortspillets egen bagside</translation>
    </message>
</context>
<context>
    <name>thirtyone</name>
    <message>
        <source>Scoring</source>
        <translation>Pointgivning</translation>
    </message>
    <message>
        <source>Count rounds won, or play with lives: the lowest hand loses a life, the last player left wins (S1, S2).</source>
        <translation>Tæl vundne runder, eller spil med liv: den laveste hånd mister et liv, og den sidste, der er tilbage, vinder (S1, S2).</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Vundne runder</translation>
    </message>
    <message>
        <source>Lives</source>
        <translation>Liv</translation>
    </message>
    <message>
        <source>Rounds to win the game</source>
        <translation>Runder for at vinde spillet</translation>
    </message>
    <message>
        <source>With rounds won: the first to win this many rounds wins the game (S1).</source>
        <translation>Med vundne runder: den, der først vinder så mange runder, vinder spillet (S1).</translation>
    </message>
    <message>
        <source>With lives: how many lives each player starts with (S2).</source>
        <translation>Med liv: hvor mange liv hver spiller starter med (S2).</translation>
    </message>
    <message>
        <source>Lives lost by a knocker who is lowest</source>
        <translation>Liv, den der bankede, mister som lavest</translation>
    </message>
    <message>
        <source>With lives: a knocker who alone has the lowest hand loses this many lives (S2).</source>
        <translation>Med liv: den, der bankede og alene har den laveste hånd, mister så mange liv (S2).</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Tre ens</translation>
    </message>
    <message>
        <source>Three cards of one rank count nothing special, 30, or 30½ (beats 30, loses to 31) (A4).</source>
        <translation>Tre kort af samme værdi tæller ikke ekstra, 30 eller 30½ (slår 30, taber til 31) (A4).</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Intet særligt</translation>
    </message>
    <message>
        <source>When you knock</source>
        <translation>Hvornår man banker</translation>
    </message>
    <message>
        <source>Knock instead of your turn, or after drawing and discarding (A1).</source>
        <translation>Bank i stedet for sin tur, eller efter at have taget og smidt et kort (A1).</translation>
    </message>
    <message>
        <source>Instead of the turn</source>
        <translation>I stedet for turen</translation>
    </message>
    <message>
        <source>After discarding</source>
        <translation>Efter at have smidt</translation>
    </message>
    <message>
        <source>A dealt 31</source>
        <translation>31 på hånden fra start</translation>
    </message>
    <message>
        <source>A 31 in the dealt cards is shown at its holder&apos;s first turn, or at once after the deal (A9).</source>
        <translation>En 31&apos;er i de uddelte kort vises i indehaverens første tur eller straks efter udgivningen (A9).</translation>
    </message>
    <message>
        <source>On the holder&apos;s turn</source>
        <translation>I indehaverens tur</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Med det samme</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Når aftræksbunken slipper op</translation>
    </message>
    <message>
        <source>Shuffle the discard pile under its top card into a new stock, or show the hands at once (R6, A6).</source>
        <translation>Bland afkastbunken under det øverste kort til en ny aftræksbunke, eller vis hænderne med det samme (R6, A6).</translation>
    </message>
    <message>
        <source>Reshuffle the pile</source>
        <translation>Bland afkastbunken</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Kortene vises</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunken</translation>
    </message>
    <message>
        <source>Take the top card of the stock or of the discard pile</source>
        <extracomment>By ``State.prompt_key``: the phase, refined by what the seat may do in it.</extracomment>
        <translation>Tag det øverste kort fra bunken eller fra afkastbunken</translation>
    </message>
    <message>
        <source>Take a card from the stock or the discard pile – or knock if your hand is good</source>
        <translation>Tag et kort fra bunken eller afkastbunken – eller bank, hvis din hånd er god</translation>
    </message>
    <message>
        <source>{player} has knocked: this is your last turn, take a card</source>
        <translation>{player} har banket: det er din sidste tur, tag et kort</translation>
    </message>
    <message>
        <source>Put one card on the discard pile and keep the best three</source>
        <translation>Smid ét kort på afkastbunken, og behold de tre bedste</translation>
    </message>
    <message>
        <source>Put one card on the discard pile – and knock with it if your hand is good</source>
        <translation>Smid ét kort på afkastbunken – og bank samtidig, hvis din hånd er god</translation>
    </message>
    <message>
        <source>The round is over: deal the next one</source>
        <translation>Runden er slut: giv kort til den næste</translation>
    </message>
    <message>
        <source>Take the top card of the face-down stock</source>
        <translation>Tag det øverste kort fra bunken med bagsiden opad</translation>
    </message>
    <message>
        <source>Take the face-up card; you may not throw it back this turn</source>
        <translation>Tag kortet, der ligger med billedsiden opad; du må ikke smide det igen i denne tur</translation>
    </message>
    <message>
        <source>Keep your cards: everybody else has one more turn, then the highest hand wins</source>
        <translation>Behold dine kort: alle andre får én tur mere, og så vinder den højeste hånd</translation>
    </message>
    <message>
        <source>Shuffle and deal three cards to each player</source>
        <translation>Bland og giv tre kort til hver spiller</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>That is not a move in 31</source>
        <translation>Det er ikke et træk i 31</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>First take a card from the stock or the discard pile</source>
        <translation>Tag først et kort fra bunken eller afkastbunken</translation>
    </message>
    <message>
        <source>You have four cards: put one on the discard pile</source>
        <translation>Du har fire kort: smid ét på afkastbunken</translation>
    </message>
    <message>
        <source>You cannot discard the card you have just taken</source>
        <translation>Du kan ikke smide det kort, du lige har taget</translation>
    </message>
    <message>
        <source>No knocking in the first round</source>
        <translation>Der må ikke bankes i første omgang</translation>
    </message>
    <message>
        <source>Somebody has already knocked</source>
        <translation>Der er allerede banket</translation>
    </message>
    <message>
        <source>You knock at the start of your turn, instead of drawing</source>
        <translation>Man banker i starten af sin tur, i stedet for at tage et kort</translation>
    </message>
    <message>
        <source>You knock as you discard: drop a card and choose to knock</source>
        <translation>Man banker, når man smider: læg et kort og vælg at banke</translation>
    </message>
    <message>
        <source>The cards are dealt when the round is over</source>
        <translation>Der gives kort, når runden er slut</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Træk fra bunken</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Tag {card}</translation>
    </message>
    <message>
        <source>Take from the discard pile</source>
        <translation>Tag fra afkastbunken</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Smid {card}</translation>
    </message>
    <message>
        <source>Discard {card} and knock</source>
        <translation>Smid {card} og bank</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Giv næste runde</translation>
    </message>
    <message>
        <source>Knock, knock!</source>
        <translation>Bank, bank!</translation>
    </message>
    <message>
        <source>{player} knocks: everybody else has one more turn</source>
        <translation>{player} banker: alle andre får én tur mere</translation>
    </message>
    <message>
        <source>31!</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>{player} has 31 and wins the round</source>
        <translation>{player} har 31 og vinder runden</translation>
    </message>
    <message>
        <source>{player} wins the round with {value}</source>
        <translation>{player} vinder runden med {value}</translation>
    </message>
    <message>
        <source>The stock is empty: everybody shows</source>
        <translation>Bunken er tom: alle viser deres kort</translation>
    </message>
    <message>
        <source>The discard pile becomes the new stock</source>
        <translation>Afkastbunken bliver til den nye bunke</translation>
    </message>
    <message>
        <source>{player} loses a life</source>
        <translation>{player} mister et liv</translation>
    </message>
    <message>
        <source>{player} loses {count} lives</source>
        <translation>{player} mister {count} liv</translation>
    </message>
    <message>
        <source>{player} is out</source>
        <translation>{player} er ude</translation>
    </message>
    <message>
        <source>Nobody would be left: the best stay in with one life</source>
        <translation>Så ville ingen være tilbage: de bedste bliver i spillet med ét liv</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinder spillet</translation>
    </message>
    <message>
        <source>Lives at the start</source>
        <translation>Liv fra start</translation>
    </message>
    <message>
        <source>Round {number} · {dealer} deals</source>
        <translation>Runde {number} · {dealer} giver</translation>
    </message>
    <message>
        <source>Round {number} · {dealer} deals · {knocker} has knocked</source>
        <translation>Runde {number} · {dealer} giver · {knocker} har banket</translation>
    </message>
    <message>
        <source>{value} in {suit}</source>
        <translation>{value} i {suit}</translation>
    </message>
    <message>
        <source>{value}: three of a kind</source>
        <translation>{value}: tre ens</translation>
    </message>
    <message>
        <source>Best three: {hand}</source>
        <translation>Bedste tre: {hand}</translation>
    </message>
    <message>
        <source>✊ Knocked</source>
        <translation>✊ Har banket</translation>
    </message>
    <message>
        <source>✊ {hand}</source>
        <translation>✊ {hand}</translation>
    </message>
    <message>
        <source>★ {hand} – wins</source>
        <translation>★ {hand} – vinder</translation>
    </message>
    <message>
        <source>{player}: {first} {second} {third} – {hand}</source>
        <translation>{player}: {first} {second} {third} – {hand}</translation>
    </message>
</context>
<context>
    <name>tribello</name>
    <message>
        <source>Game length</source>
        <translation>Spillets længde</translation>
    </message>
    <message>
        <source>Each contract once per player (12 deals) or three times (Tribello, 36 deals).</source>
        <translation>Hvert spil én gang pr. spiller (12 spil) eller tre gange (Tribello, 36 spil).</translation>
    </message>
    <message>
        <source>Each contract once (12 deals)</source>
        <translation>Hvert spil én gang (12 spil)</translation>
    </message>
    <message>
        <source>Tribello: each contract three times (36 deals)</source>
        <translation>Tribello: hvert spil tre gange (36 spil)</translation>
    </message>
    <message>
        <source>Forehand chooses the contract</source>
        <translation>Forhånd vælger spillet</translation>
    </message>
    <message>
        <source>After seeing only the four open cards, or after seeing his own 16 cards as well (A3).</source>
        <translation>Efter kun at have set de fire åbne kort, eller efter også at have set sine egne 16 kort (A3).</translation>
    </message>
    <message>
        <source>On the four open cards</source>
        <translation>Ud fra de fire åbne kort</translation>
    </message>
    <message>
        <source>After seeing his hand</source>
        <translation>Efter at have set sine kort</translation>
    </message>
    <message>
        <source>Valfri trumf may be spades</source>
        <translation>Valfri trumf må være spar</translation>
    </message>
    <message>
        <source>Spades may also be named under Valfri trumf (A4).</source>
        <translation>Spar må også vælges under Valfri trumf (A4).</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Open cards / discards</source>
        <translation>Åbne kort / fralagte</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <extracomment>``Phase`` members as module names: read off the enum class, a member is slow in Python 3.11 (see ``engine.events``).</extracomment>
        <translation>Du skal bekende kulør: du har {suit}</translation>
    </message>
    <message>
        <source>Wait: it is {seat}&apos;s turn</source>
        <translation>Vent: det er {seat}s tur</translation>
    </message>
    <message>
        <source>Take up the four open cards first</source>
        <translation>Tag først de fire åbne kort op</translation>
    </message>
    <message>
        <source>Discard 4 cards first</source>
        <translation>Læg først 4 kort fra</translation>
    </message>
    <message>
        <source>Four cards lie on the discard pile: take one back first</source>
        <translation>Der ligger allerede fire kort fra: tag først et tilbage</translation>
    </message>
    <message>
        <source>{card} is not among your discards</source>
        <translation>{card} er ikke blandt dine fralagte kort</translation>
    </message>
    <message>
        <source>Discard exactly 4 cards ({count} on the discard pile)</source>
        <translation>Læg præcis 4 kort fra ({count} ligger fra)</translation>
    </message>
    <message>
        <source>The exchange is over</source>
        <translation>Byttet er overstået</translation>
    </message>
    <message>
        <source>Take the open cards</source>
        <translation>Tag de åbne kort</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Læg {card} fra</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Tag {card} tilbage</translation>
    </message>
    <message>
        <source>Saka 4</source>
        <translation>Saka 4</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spil {card}</translation>
    </message>
    <message>
        <source>{seat} takes the open cards</source>
        <translation>{seat} tager de åbne kort</translation>
    </message>
    <message>
        <source>{seat} has discarded 4 cards</source>
        <translation>{seat} har lagt 4 kort fra</translation>
    </message>
    <message>
        <source>{seat}&apos;s discards</source>
        <translation>{seat}s fralagte kort</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinder</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delt sejr: {seats}</translation>
    </message>
    <message>
        <source>You have already played {contract}</source>
        <translation>Du har allerede spillet {contract}</translation>
    </message>
    <message>
        <source>Valfri trumf may be ♥, ♦ or ♣</source>
        <translation>Valfri trumf må være ♥, ♦ eller ♣</translation>
    </message>
    <message>
        <source>Choose Spel, Pass, Spader trumf or Valfri trumf</source>
        <translation>Vælg Spel, Pass, Spader trumf eller Valfri trumf</translation>
    </message>
    <message>
        <source>Forehand chooses the contract first</source>
        <translation>Først vælger forhånd spillet</translation>
    </message>
    <message>
        <source>{seat}: {contract}</source>
        <translation>{seat}: {contract}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals}: {contract}, forehand {seat}</source>
        <translation>Spil {deal} af {deals}: {contract}, forhånd {seat}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals}: {seat} chooses the contract</source>
        <translation>Spil {deal} af {deals}: {seat} vælger spillet</translation>
    </message>
    <message>
        <source>Deal {deal}: {contract}, forehand {seat}</source>
        <translation>Spil {deal}: {contract}, forhånd {seat}</translation>
    </message>
    <message>
        <source>Spel</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Spader trumf</source>
        <translation>Spader trumf</translation>
    </message>
    <message>
        <source>Valfri trumf</source>
        <translation>Valfri trumf</translation>
    </message>
    <message>
        <source>Valfri trumf: {suit}</source>
        <translation>Valfri trumf: {suit}</translation>
    </message>
    <message>
        <source>Choose this deal&apos;s contract</source>
        <translation>Vælg kontrakten for denne omgang</translation>
    </message>
    <message>
        <source>Take up the four open cards</source>
        <translation>Tag de fire åbne kort op</translation>
    </message>
    <message>
        <source>Discard 4 cards: drag them onto the discard pile, then press Saka 4</source>
        <translation>Læg 4 kort fra: træk dem over på bunken, og tryk så på Saka 4</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spil et kort: bekend kulør, hvis du kan</translation>
    </message>
    <message>
        <source>No trumps: take as many tricks as you can</source>
        <translation>Uden trumf: tag så mange stik som muligt</translation>
    </message>
    <message>
        <source>No trumps: take as few tricks as you can</source>
        <translation>Uden trumf: tag så få stik som muligt</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Spar er trumf</translation>
    </message>
    <message>
        <source>Trumps in the suit you name (not spades)</source>
        <translation>Trumf i den kulør, du vælger (ikke spar)</translation>
    </message>
    <message>
        <source>The four open cards go to your hand; then you lay four cards away</source>
        <translation>De fire åbne kort kommer på din hånd; så lægger du fire kort fra</translation>
    </message>
    <message>
        <source>The four cards on the discard pile are out of play for this deal</source>
        <translation>De fire kort, der er lagt fra, er ude af spillet i denne omgang</translation>
    </message>
    <message>
        <source>{contract} – {seat}: {first} {a} · {second} {b} · {third} {c}</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>{contract} – {seat}: {first} {a} · {second} {b} · {third} {c}</translation>
    </message>
    <message>
        <source>{contract} {used}/{limit}</source>
        <translation>{contract} {used}/{limit}</translation>
    </message>
    <message>
        <source>{contract} ✓</source>
        <translation>{contract} ✓</translation>
    </message>
    <message>
        <source>Valfri trumf…</source>
        <translation>Valfri trumf…</translation>
    </message>
    <message>
        <source>{contract} – {seat}: at most {first} {a} · {second} {b} · {third} {c}</source>
        <translation>{contract} – {seat}: højst {first} {a} · {second} {b} · {third} {c}</translation>
    </message>
</context>
<context>
    <name>twentynine</name>
    <message>
        <source>A pile that never reaches 29</source>
        <translation>Et stik, der aldrig når 29</translation>
    </message>
    <message>
        <source>When nobody can play, the unfinished pile goes to nobody, or to the player who laid its last card (A4).</source>
        <translation>Når ingen kan lægge, går det ufærdige stik til ingen – eller til den, der lagde det sidste kort (A4).</translation>
    </message>
    <message>
        <source>Nobody gets it</source>
        <translation>Ingen får det</translation>
    </message>
    <message>
        <source>The last player takes it</source>
        <translation>Den, der lagde sidst, tager det</translation>
    </message>
    <message>
        <source>Play in pairs (4 players)</source>
        <translation>Spil to og to (4 spillere)</translation>
    </message>
    <message>
        <source>With 4 players, partners sitting opposite add their cards together (S3); with 3 or 5 players everybody plays alone.</source>
        <translation>Med 4 spillere lægger makkerne, der sidder over for hinanden, deres kort sammen (S3); med 3 eller 5 spillere spiller alle for sig selv.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Deals per game</source>
        <translation>Spil pr. parti</translation>
    </message>
    <message>
        <source>The cards won in each deal are added up; one deal per player lets everybody lead once (S2).</source>
        <translation>De vundne kort fra hvert spil lægges sammen; ét spil pr. spiller lader alle spille ud én gang (S2).</translation>
    </message>
    <message>
        <source>Sum: {total}</source>
        <translation>Sum: {total}</translation>
    </message>
    <message>
        <source>Won by each</source>
        <translation>Vundet hver</translation>
    </message>
    <message>
        <source>Counts for nobody</source>
        <translation>Tæller for ingen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Lead any card to start a new pile</source>
        <translation>Spil et hvilket som helst kort ud og start et nyt stik</translation>
    </message>
    <message>
        <source>The total is {total}: add a card without going over 29 – exactly 29 takes the pile</source>
        <translation>Summen er {total}: læg et kort uden at komme over 29 – præcis 29 tager stikket</translation>
    </message>
    <message>
        <source>The total may not go over 29</source>
        <translation>Summen må ikke komme over 29</translation>
    </message>
    <message>
        <source>You must play a card when you can</source>
        <translation>Du skal lægge et kort, når du kan</translation>
    </message>
    <message>
        <source>Add one card at a time</source>
        <translation>Læg ét kort ad gangen</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>Play {card} – total {total}</source>
        <translation>Læg {card} – summen bliver {total}</translation>
    </message>
    <message>
        <source>{total}</source>
        <translation>{total}</translation>
    </message>
    <message>
        <source>{player} cannot play</source>
        <translation>{player} kan ikke lægge</translation>
    </message>
    <message>
        <source>29! – {player} takes {count} cards</source>
        <translation>29! – {player} tager {count} kort</translation>
    </message>
    <message>
        <source>Nobody can reach 29 – the {count} cards on {total} go to nobody</source>
        <translation>Ingen kan nå 29 – de {count} kort på {total} går til ingen</translation>
    </message>
    <message>
        <source>Nobody can reach 29 – {player} laid the last card and takes {count} cards</source>
        <translation>Ingen kan nå 29 – {player} lagde det sidste kort og tager {count} kort</translation>
    </message>
    <message>
        <source>{count} cards left in hands count for nobody</source>
        <translation>{count} kort tilbage på hånden tæller for ingen</translation>
    </message>
    <message>
        <source>Deal {deal} is over</source>
        <translation>Spil {deal} er slut</translation>
    </message>
    <message>
        <source>Deal {deal}</source>
        <translation>Spil {deal}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals} · total {total}</source>
        <translation>Spil {deal} af {deals} · sum {total}</translation>
    </message>
    <message>
        <source>{players} wins</source>
        <translation>{players} vinder</translation>
    </message>
    <message>
        <source>{players} share the win</source>
        <translation>{players} deler sejren</translation>
    </message>
    <message>
        <source>{players} win</source>
        <translation>{players} vinder</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} og {second}</translation>
    </message>
</context>
<context>
    <name>uden_navn</name>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Spil kort</translation>
    </message>
    <message>
        <source>How many packs are shuffled together: by player count (two for 3–5 players, three for 6–8), or always two or three (A1).</source>
        <translation>Hvor mange spil kort der blandes sammen: efter antal spillere (to til 3–5 spillere, tre til 6–8), eller altid to eller tre (A1).</translation>
    </message>
    <message>
        <source>By player count</source>
        <translation>Efter antal spillere</translation>
    </message>
    <message>
        <source>Jokers per pack</source>
        <translation>Jokere pr. spil</translation>
    </message>
    <message>
        <source>Jokers taken in with each pack (A1).</source>
        <translation>Hvor mange jokere der kommer med fra hvert spil kort (A1).</translation>
    </message>
    <message>
        <source>Purchases per round</source>
        <translation>Køb pr. runde</translation>
    </message>
    <message>
        <source>How often each player may buy a discard in one round (R11).</source>
        <translation>Hvor mange gange hver spiller må købe et smidt kort i en runde (R11).</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Ubegrænset</translation>
    </message>
    <message>
        <source>Buy after laying down</source>
        <translation>Køb efter at have lagt ned</translation>
    </message>
    <message>
        <source>Players who have laid down may still buy (R9, A7).</source>
        <translation>Spillere, der har lagt ned, må stadig købe (R9, A7).</translation>
    </message>
    <message>
        <source>Lay off in the turn of laying down</source>
        <translation>Læg til i samme tur, som man lægger ned</translation>
    </message>
    <message>
        <source>A player may lay off already in the turn he lays down (R7, A6).</source>
        <translation>En spiller må lægge til allerede i den tur, hvor han lægger ned (R7, A6).</translation>
    </message>
    <message>
        <source>Take a joker from your own run</source>
        <translation>Tag en joker fra din egen serie</translation>
    </message>
    <message>
        <source>The player who laid a run may himself take its joker; otherwise only the other players may (R8, A5).</source>
        <translation>Den, der lagde serien, må selv tage dens joker; ellers må kun de andre spillere (R8, A5).</translation>
    </message>
    <message>
        <source>Close round 7 with a discard</source>
        <translation>Luk runde 7 med et smidt kort</translation>
    </message>
    <message>
        <source>In round 7 a player may also close with three runs and one card discarded face down (R14, A9).</source>
        <translation>I runde 7 må man også lukke med tre serier og ét kort smidt med bagsiden opad (R14, A9).</translation>
    </message>
    <message>
        <source>two sets</source>
        <extracomment>&quot;two sets&quot; (short) and &quot;two sets of at least three cards&quot; (the banner&apos;s words).</extracomment>
        <translation>to sæt</translation>
    </message>
    <message>
        <source>two sets of at least three cards</source>
        <translation>to sæt med mindst tre kort</translation>
    </message>
    <message>
        <source>one set and one run</source>
        <translation>et sæt og en serie</translation>
    </message>
    <message>
        <source>one set of at least three and one run of at least four cards</source>
        <translation>et sæt med mindst tre og en serie med mindst fire kort</translation>
    </message>
    <message>
        <source>two runs</source>
        <translation>to serier</translation>
    </message>
    <message>
        <source>two runs of at least four cards</source>
        <translation>to serier med mindst fire kort</translation>
    </message>
    <message>
        <source>three sets</source>
        <translation>tre sæt</translation>
    </message>
    <message>
        <source>three sets of at least three cards</source>
        <translation>tre sæt med mindst tre kort</translation>
    </message>
    <message>
        <source>two sets and one run</source>
        <translation>to sæt og en serie</translation>
    </message>
    <message>
        <source>two sets of at least three and one run of at least four cards</source>
        <translation>to sæt med mindst tre og en serie med mindst fire kort</translation>
    </message>
    <message>
        <source>one set and two runs</source>
        <translation>et sæt og to serier</translation>
    </message>
    <message>
        <source>one set of at least three and two runs of at least four cards</source>
        <translation>et sæt med mindst tre og to serier med mindst fire kort</translation>
    </message>
    <message>
        <source>three runs</source>
        <translation>tre serier</translation>
    </message>
    <message>
        <source>three runs of at least four cards, the whole hand at once</source>
        <translation>tre serier med mindst fire kort, hele hånden på én gang</translation>
    </message>
    <message>
        <source>You must lay down the whole contract at once: {contract}</source>
        <extracomment>R3, R4: sets of three or more (identical cards allowed), runs of four or more, the ace low or high but never both; never more jokers than natural cards (A3). The most melds a contract has: one staging tray for each.</extracomment>
        <translation>Du skal lægge hele missionen ned på én gang: {contract}</translation>
    </message>
    <message>
        <source>Round {number} ({name}) is exactly {contract}</source>
        <translation>Runde {number} ({name}) er præcis {contract}</translation>
    </message>
    <message>
        <source>Round {number} needs {contract} – you have {have}</source>
        <translation>Runde {number} kræver {contract} – du har {have}</translation>
    </message>
    <message>
        <source>Two sets of the same rank count as one set – round {number} needs {contract} of different ranks</source>
        <translation>To sæt af samme værdi tæller som ét sæt – runde {number} kræver {contract} af forskellig værdi</translation>
    </message>
    <message>
        <source>To close round 7 your whole hand must lie as three runs</source>
        <translation>For at lukke runde 7 skal hele din hånd ligge som tre serier</translation>
    </message>
    <message>
        <source>To close round 7 your whole hand, or all but one card, must lie as three runs</source>
        <translation>For at lukke runde 7 skal hele din hånd, eller alle kort på nær ét, ligge som tre serier</translation>
    </message>
    <message>
        <source>{sets} sets and {runs} runs</source>
        <translation>{sets} sæt og {runs} serier</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>en serie</translation>
    </message>
    <message>
        <source>one set</source>
        <translation>et sæt</translation>
    </message>
    <message>
        <source>Set ✓</source>
        <translation>Sæt ✓</translation>
    </message>
    <message>
        <source>Run ✓</source>
        <translation>Serie ✓</translation>
    </message>
    <message>
        <source>Run ✓ – joker = {card}</source>
        <translation>Serie ✓ – joker = {card}</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}</source>
        <translation>Runde {number}/7 – {name}</translation>
    </message>
    <message>
        <source>{player} wants to buy</source>
        <translation>{player} vil købe</translation>
    </message>
    <message>
        <source>Laid down</source>
        <translation>Lagt ned</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Køb</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Meld and tray columns along each seat&apos;s edge (card widths).</extracomment>
        <translation>Bunken</translation>
    </message>
    <message>
        <source>Draw: drag {card} into your hand, or click the stock</source>
        <translation>Træk: tag {card} op på hånden, eller klik på bunken</translation>
    </message>
    <message>
        <source>{player} wants to buy {card}: take it yourself, or click the stock and let it go</source>
        <translation>{player} vil købe {card}: tag det selv, eller klik på bunken og lad det gå</translation>
    </message>
    <message>
        <source>Drag cards into the groups above your hand to lay down {contract} – or discard a card</source>
        <translation>Træk kort op i grupperne over din hånd for at lægge {contract} ned – eller smid et kort</translation>
    </message>
    <message>
        <source>Lay off cards on any meld that they fit, then discard a card</source>
        <translation>Læg kort til på de meldinger, de passer til, og smid så et kort</translation>
    </message>
    <message>
        <source>Put your whole hand into the groups as three runs and close – or discard a card</source>
        <translation>Læg hele hånden op i grupperne som tre serier og luk – eller smid et kort</translation>
    </message>
    <message>
        <source>Click Buy if you want {card}: you get two extra cards from the stock</source>
        <translation>Klik på Køb, hvis du vil have {card}: du får to ekstra kort fra bunken</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Tag det øverste kort fra bunken</translation>
    </message>
    <message>
        <source>Take the discard as your draw: nobody can buy it then</source>
        <translation>Tag det smidte kort som dit træk: så kan ingen købe det</translation>
    </message>
    <message>
        <source>Ask for the discard: if the next player draws from the stock, you get it and two more cards, and you discard nothing</source>
        <translation>Bed om det smidte kort: trækker den næste fra bunken, får du det og to kort mere, og du smider ikke noget</translation>
    </message>
    <message>
        <source>Put the groups on the table: they must be exactly this round&apos;s contract</source>
        <translation>Læg grupperne på bordet: de skal være præcis rundens mission</translation>
    </message>
    <message>
        <source>Lay your whole hand down as three runs and close round 7</source>
        <translation>Læg hele hånden ned som tre serier og luk runde 7</translation>
    </message>
    <message>
        <source>That is not a move in this game</source>
        <translation>Det er ikke et træk i dette spil</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile</source>
        <translation>Træk først et kort: fra bunken eller fra udsmidningsbunken</translation>
    </message>
    <message>
        <source>You have drawn your card: now lay down, lay off or discard</source>
        <translation>Du har trukket dit kort: læg nu ned, læg til eller smid</translation>
    </message>
    <message>
        <source>There is no card in the stock</source>
        <translation>Der er ingen kort i bunken</translation>
    </message>
    <message>
        <source>There is no card on the discard pile</source>
        <translation>Der er ingen kort på udsmidningsbunken</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>{card} is not in your tray</source>
        <translation>{card} ligger ikke i dine grupper</translation>
    </message>
    <message>
        <source>This round has {count} groups</source>
        <translation>Denne runde har {count} grupper</translation>
    </message>
    <message>
        <source>You have laid down: now you get rid of cards by laying off and discarding</source>
        <translation>Du har lagt ned: nu kommer du af med kort ved at lægge til og smide</translation>
    </message>
    <message>
        <source>Say which card the joker stands for</source>
        <translation>Sig, hvilket kort jokeren står for</translation>
    </message>
    <message>
        <source>In round 7 nobody lays down: close with your whole hand as three runs</source>
        <translation>I runde 7 lægger ingen ned: luk med hele hånden som tre serier</translation>
    </message>
    <message>
        <source>There is no laying off in round 7</source>
        <translation>I runde 7 lægger man ikke til</translation>
    </message>
    <message>
        <source>Before round 7 you close by getting rid of your last card</source>
        <translation>Før runde 7 lukker du ved at komme af med dit sidste kort</translation>
    </message>
    <message>
        <source>You must lay down your own contract first</source>
        <translation>Du skal først lægge din egen mission ned</translation>
    </message>
    <message>
        <source>You may lay off from your next turn</source>
        <translation>Du må lægge til fra din næste tur</translation>
    </message>
    <message>
        <source>There is no meld there</source>
        <translation>Der ligger ingen melding dér</translation>
    </message>
    <message>
        <source>Lay down first</source>
        <translation>Læg ned først</translation>
    </message>
    <message>
        <source>Jokers in sets cannot be taken</source>
        <translation>Jokere i sæt kan ikke tages</translation>
    </message>
    <message>
        <source>That group has no joker at an open end to choose a card for</source>
        <translation>Den gruppe har ingen joker for enden, som du kan vælge et kort til</translation>
    </message>
    <message>
        <source>There is no joker in this run</source>
        <translation>Der er ingen joker i denne serie</translation>
    </message>
    <message>
        <source>Only {card} can take this joker&apos;s place</source>
        <translation>Kun {card} kan tage denne jokers plads</translation>
    </message>
    <message>
        <source>Only the other players may take a joker from your run</source>
        <translation>Kun de andre spillere må tage en joker fra din serie</translation>
    </message>
    <message>
        <source>There is no discard to buy now</source>
        <translation>Der er ikke noget smidt kort at købe nu</translation>
    </message>
    <message>
        <source>You are next – take it as your draw instead</source>
        <translation>Du er den næste – tag det som dit træk i stedet</translation>
    </message>
    <message>
        <source>You cannot buy your own discard</source>
        <translation>Du kan ikke købe dit eget smidte kort</translation>
    </message>
    <message>
        <source>You have laid down: you may not buy any more</source>
        <translation>Du har lagt ned: du må ikke købe mere</translation>
    </message>
    <message>
        <source>No more purchases for you this round (at most {count})</source>
        <translation>Du må ikke købe mere i denne runde (højst {count})</translation>
    </message>
    <message>
        <source>You have already asked to buy this card</source>
        <translation>Du har allerede bedt om at købe dette kort</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Træk fra bunken</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Tag {card}</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>Køb {card}</translation>
    </message>
    <message>
        <source>Put {card} in group {group}</source>
        <translation>Læg {card} i gruppe {group}</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Tag {card} tilbage</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Læg ned</translation>
    </message>
    <message>
        <source>Lay down – joker = {card}</source>
        <translation>Læg ned – joker = {card}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Close – joker = {card}</source>
        <translation>Luk – joker = {card}</translation>
    </message>
    <message>
        <source>Close and put {card} face down</source>
        <translation>Luk og læg {card} med bagsiden opad</translation>
    </message>
    <message>
        <source>Lay {card} off on {player}&apos;s meld</source>
        <translation>Læg {card} til på {player}s melding</translation>
    </message>
    <message>
        <source>Joker = {card}</source>
        <translation>Joker = {card}</translation>
    </message>
    <message>
        <source>Put {card} in the joker&apos;s place and take the joker</source>
        <translation>Læg {card} på jokerens plads og tag jokeren</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Smid {card}</translation>
    </message>
    <message>
        <source>Close: {card} face down</source>
        <translation>Luk: {card} med bagsiden opad</translation>
    </message>
    <message>
        <source>{player} wants to buy {card}</source>
        <translation>{player} vil købe {card}</translation>
    </message>
    <message>
        <source>{player} buys {card} and takes two more cards</source>
        <translation>{player} køber {card} og tager to kort mere</translation>
    </message>
    <message>
        <source>{player} takes {card}: the requests lapse</source>
        <translation>{player} tager {card}: ingen får lov at købe det</translation>
    </message>
    <message>
        <source>{player} lays down</source>
        <translation>{player} lægger ned</translation>
    </message>
    <message>
        <source>{player} takes a joker</source>
        <translation>{player} tager en joker</translation>
    </message>
    <message>
        <source>{player} closes round {number}</source>
        <translation>{player} lukker runde {number}</translation>
    </message>
    <message>
        <source>Round {number} ends without a closer: the stock is used up</source>
        <translation>Runde {number} slutter, uden at nogen lukker: bunken er brugt op</translation>
    </message>
    <message>
        <source>The discard pile but its top card becomes the new stock</source>
        <translation>Udsmidningsbunken undtagen det øverste kort bliver den nye bunke</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}: {contract}</source>
        <translation>Runde {number}/7 – {name}: {contract}</translation>
    </message>
    <message>
        <source>Round {number} ({name}): {player} closed</source>
        <translation>Runde {number} ({name}): {player} lukkede</translation>
    </message>
    <message>
        <source>Round {number} ({name}): nobody closed</source>
        <translation>Runde {number} ({name}): ingen lukkede</translation>
    </message>
    <message>
        <source>{number}. {name}</source>
        <translation>{number}. {name}</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}: {contract} · {player} deals</source>
        <translation>Runde {number}/7 – {name}: {contract} · {player} giver</translation>
    </message>
</context>
<context>
    <name>uno</name>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pointtælling</translation>
    </message>
    <message>
        <source>The winner of a round scores the others&apos; cards, or everybody counts his own cards and is out at the limit (S1, S2).</source>
        <translation>Vinderen af en runde får point for de andres kort, eller hver tæller sine egne kort og er ude ved grænsen (S1, S2).</translation>
    </message>
    <message>
        <source>Winner takes the points</source>
        <translation>Vinderen får pointene</translation>
    </message>
    <message>
        <source>Out at the limit</source>
        <translation>Ude ved grænsen</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Pointmål</translation>
    </message>
    <message>
        <source>Points that win the game, or the limit that puts a player out (S1, S2).</source>
        <translation>Point der vinder spillet, eller grænsen hvor man er ude (S1, S2).</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Everyone for himself, pairs, or teams of 3 to 5; partners never sit side by side (R17, A11).</source>
        <translation>Hver for sig, par eller hold på 3 til 5; makkere sidder aldrig ved siden af hinanden (R17, A11).</translation>
    </message>
    <message>
        <source>Everyone for himself</source>
        <translation>Hver for sig</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Wild card at any time</source>
        <translation>Farveskift når som helst</translation>
    </message>
    <message>
        <source>The wild card may be played even when you hold the colour in play (A1).</source>
        <translation>Farveskiftkortet må lægges, selv om man har kort i farven (A1).</translation>
    </message>
    <message>
        <source>Wild Draw Four against the rule</source>
        <translation>Træk 4 mod reglen</translation>
    </message>
    <message>
        <source>The table gives the four extra cards, the next player may challenge, or the card is refused (R11).</source>
        <translation>Bordet giver de fire ekstra kort, den næste kan udfordre, eller kortet afvises (R11).</translation>
    </message>
    <message>
        <source>Four extra cards</source>
        <translation>Fire ekstra kort</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Udfordr</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Ikke tilladt</translation>
    </message>
    <message>
        <source>May draw instead of playing</source>
        <translation>Må trække i stedet for at lægge</translation>
    </message>
    <message>
        <source>A player may draw although he holds a card he can play (R4, A6).</source>
        <translation>Man må trække, selv om man har et kort, man kan lægge (R4, A6).</translation>
    </message>
    <message>
        <source>Pass draw cards on</source>
        <translation>Send trækkort videre</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with a Draw Two, a Wild Draw Four with a Wild Draw Four; the next player draws them all (A4).</source>
        <translation>Et Træk 2 kan besvares med et Træk 2, et Træk 4 med et Træk 4; den næste trækker dem alle (A4).</translation>
    </message>
    <message>
        <source>Forgotten UNO also costs the turn</source>
        <translation>Glemt UNO koster også turen</translation>
    </message>
    <message>
        <source>A player caught without UNO draws two cards and also loses his next turn (R13, A7).</source>
        <translation>Den, der bliver taget i at glemme UNO, trækker to kort og mister også sin næste tur (R13, A7).</translation>
    </message>
    <message>
        <source>Swedish house rules</source>
        <translation>Svenske husregler</translation>
    </message>
    <message>
        <source>Published rules</source>
        <translation>De trykte regler</translation>
    </message>
    <message>
        <source>Passing draws on</source>
        <translation>Trækkort sendes videre</translation>
    </message>
    <message>
        <source>UNO</source>
        <translation>UNO</translation>
    </message>
    <message>
        <source>loses next turn</source>
        <translation>mister næste tur</translation>
    </message>
    <message>
        <source>{colour}: draw {count}</source>
        <translation>{colour}: træk {count}</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Play a card of the colour in play or with the same number or symbol – or draw a card</source>
        <translation>Læg et kort i farven eller med samme tal eller symbol – eller træk et kort</translation>
    </message>
    <message>
        <source>Pass the draw on with the same kind of card, or draw the cards</source>
        <translation>Send trækket videre med samme slags kort, eller træk kortene</translation>
    </message>
    <message>
        <source>Name the colour the next player must play</source>
        <translation>Vælg den farve, den næste skal lægge</translation>
    </message>
    <message>
        <source>Play the card you have just drawn, or keep it</source>
        <translation>Læg det kort, du lige har trukket, eller behold det</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or draw four cards</source>
        <translation>Udfordr Træk 4-kortet, eller træk fire kort</translation>
    </message>
    <message>
        <source>Say UNO! now: you have one card left</source>
        <translation>Sig UNO! nu: du har ét kort tilbage</translation>
    </message>
    <message>
        <source>A player on one card has not said UNO: catch him before the next move</source>
        <translation>En spiller med ét kort har ikke sagt UNO: tag ham, før den næste spiller</translation>
    </message>
    <message>
        <source>Take the top card of the draw pile</source>
        <translation>Tag det øverste kort i bunken</translation>
    </message>
    <message>
        <source>Keep the drawn card in your hand; your turn ends</source>
        <translation>Behold det trukne kort på hånden; din tur er slut</translation>
    </message>
    <message>
        <source>The next player must play this colour</source>
        <translation>Den næste skal lægge denne farve</translation>
    </message>
    <message>
        <source>Say it when you play your second-to-last card, before anybody catches you</source>
        <translation>Sig det, når du lægger dit næstsidste kort, før nogen tager dig</translation>
    </message>
    <message>
        <source>He forgot to say UNO: he draws two cards</source>
        <translation>Han glemte at sige UNO: han trækker to kort</translation>
    </message>
    <message>
        <source>If he held a card of the colour in play he draws four; if not, you draw six</source>
        <translation>Havde han et kort i farven, trækker han fire; ellers trækker du seks</translation>
    </message>
    <message>
        <source>You cannot play and there is nothing to draw</source>
        <translation>Du kan ikke lægge, og der er intet at trække</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det er ikke din tur</translation>
    </message>
    <message>
        <source>That is not a move in UNO</source>
        <translation>Det er ikke et træk i UNO</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har ikke {card}</translation>
    </message>
    <message>
        <source>Play a {colour} card or a {value}</source>
        <translation>Læg et kort i farven {colour} eller et {value}-kort</translation>
    </message>
    <message>
        <source>Play a {colour} card</source>
        <translation>Læg et kort i farven {colour}</translation>
    </message>
    <message>
        <source>You hold a {colour} card – the wild card may not be played</source>
        <translation>Du har et kort i farven {colour} – farveskiftkortet må ikke lægges</translation>
    </message>
    <message>
        <source>You hold a {colour} card – the Wild Draw Four may not be played</source>
        <translation>Du har et kort i farven {colour} – Træk 4-kortet må ikke lægges</translation>
    </message>
    <message>
        <source>You cannot answer a Reverse with a Reverse</source>
        <translation>Du kan ikke svare på en Retur med en Retur</translation>
    </message>
    <message>
        <source>You have a card you can play</source>
        <translation>Du har et kort, du kan lægge</translation>
    </message>
    <message>
        <source>You drew {card}: play it or keep it</source>
        <translation>Du trak {card}: læg det eller behold det</translation>
    </message>
    <message>
        <source>There is no drawn card to keep</source>
        <translation>Der er intet trukket kort at beholde</translation>
    </message>
    <message>
        <source>Name a colour for your wild card first</source>
        <translation>Vælg først en farve til dit farveskiftkort</translation>
    </message>
    <message>
        <source>You name a colour only after a wild card</source>
        <translation>Man vælger kun farve efter et farveskiftkort</translation>
    </message>
    <message>
        <source>Name red, green, blue or yellow</source>
        <translation>Vælg rød, grøn, blå eller gul</translation>
    </message>
    <message>
        <source>Pass it on with a {card} of your own, or draw {count} cards</source>
        <translation>Send det videre med dit eget {card}, eller træk {count} kort</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or draw {count} cards</source>
        <translation>Udfordr Træk 4-kortet, eller træk {count} kort</translation>
    </message>
    <message>
        <source>There is no Wild Draw Four to challenge</source>
        <translation>Der er intet Træk 4-kort at udfordre</translation>
    </message>
    <message>
        <source>You say UNO when you play your second-to-last card</source>
        <translation>Man siger UNO, når man lægger sit næstsidste kort</translation>
    </message>
    <message>
        <source>Too late: {player} cannot be caught now</source>
        <translation>For sent: {player} kan ikke tages nu</translation>
    </message>
    <message>
        <source>You cannot catch your partner</source>
        <translation>Du kan ikke tage din makker</translation>
    </message>
    <message>
        <source>There is nothing left to draw</source>
        <translation>Der er intet tilbage at trække</translation>
    </message>
    <message>
        <source>You may pass only when you can neither play nor draw</source>
        <translation>Du må kun melde pas, når du hverken kan lægge eller trække</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Retur</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Træk 2</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Træk 4</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Læg {card}</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Træk et kort</translation>
    </message>
    <message>
        <source>Draw {count}</source>
        <translation>Træk {count}</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behold</translation>
    </message>
    <message>
        <source>{colour}</source>
        <translation>{colour}</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Forgot UNO! – {player}</source>
        <translation>Glemt UNO! – {player}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>{player} names {colour}</source>
        <translation>{player} vælger {colour}</translation>
    </message>
    <message>
        <source>{player} loses the turn</source>
        <translation>{player} mister turen</translation>
    </message>
    <message>
        <source>{player} draws {count} and loses the turn</source>
        <translation>{player} trækker {count} og mister turen</translation>
    </message>
    <message>
        <source>Play changes direction</source>
        <translation>Spillet skifter retning</translation>
    </message>
    <message>
        <source>{player} played +4 while holding a {colour} card – {player} draws {count}</source>
        <translation>{player} lagde +4 med et kort i farven {colour} på hånden – {player} trækker {count}</translation>
    </message>
    <message>
        <source>{player} challenges: the +4 broke the rule, {offender} draws {count}</source>
        <translation>{player} udfordrer: +4 var mod reglen, {offender} trækker {count}</translation>
    </message>
    <message>
        <source>{player} challenges: the +4 was allowed, {player} draws {count}</source>
        <translation>{player} udfordrer: +4 var tilladt, {player} trækker {count}</translation>
    </message>
    <message>
        <source>{catcher} caught {player} without UNO – {player} draws {count}</source>
        <translation>{catcher} tog {player} uden UNO – {player} trækker {count}</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} melder pas</translation>
    </message>
    <message>
        <source>The discard pile becomes the new draw pile</source>
        <translation>Afkastbunken bliver den nye træk</translation>
    </message>
    <message>
        <source>A Wild Draw Four cannot start the pile: it is shuffled back</source>
        <translation>Et Træk 4-kort kan ikke starte bunken: det blandes tilbage</translation>
    </message>
    <message>
        <source>{player} goes out and scores {points}</source>
        <translation>{player} går ud og får {points} point</translation>
    </message>
    <message>
        <source>{player} goes out</source>
        <translation>{player} går ud</translation>
    </message>
    <message>
        <source>{player} reaches the limit and is out of the game</source>
        <translation>{player} når grænsen og er ude af spillet</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinder spillet</translation>
    </message>
    <message>
        <source>Round {n}: {player} went out</source>
        <translation>Runde {n}: {player} gik ud</translation>
    </message>
    <message>
        <source>Round {n}, target {target} – {colour}, {direction}</source>
        <translation>Runde {n}, mål {target} – {colour}, {direction}</translation>
    </message>
    <message>
        <source>Round {n}, out at {target} – {colour}, {direction}</source>
        <translation>Runde {n}, ude ved {target} – {colour}, {direction}</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>med uret</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>mod uret</translation>
    </message>
</context>
<context>
    <name>whist</name>
    <message>
        <source>Partners and first dealer</source>
        <translation>Makkere og første giver</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Træk kort</translation>
    </message>
    <message>
        <source>Fixed (partner opposite)</source>
        <translation>Fast (makker overfor)</translation>
    </message>
    <message>
        <source>Bid cards</source>
        <translation>Meldekort</translation>
    </message>
    <message>
        <source>Chosen face down, then turned</source>
        <translation>Vælges skjult og vendes bagefter</translation>
    </message>
    <message>
        <source>Shown in turn</source>
        <translation>Vises på skift</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Første udspil</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Forhånd</translation>
    </message>
    <message>
        <source>Left of the Grand bidder</source>
        <translation>Til venstre for den, der meldte Grand</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpoint</translation>
    </message>
    <message>
        <source>Deducted</source>
        <translation>Trækkes fra</translation>
    </message>
    <message>
        <source>Credited to the opponents</source>
        <translation>Gives til modstanderne</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Point for at vinde</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>Du skal bekende kulør ({suit})</translation>
    </message>
    <message>
        <source>No red card – Grand is impossible</source>
        <translation>Intet rødt kort – Grand er ikke muligt</translation>
    </message>
    <message>
        <source>No black card – Nolo is impossible</source>
        <translation>Intet sort kort – Nolo er ikke muligt</translation>
    </message>
    <message>
        <source>Put one card of your hand on the bid spot</source>
        <translation>Læg et kort fra hånden på meldepladsen</translation>
    </message>
    <message>
        <source>Choose your bid card first</source>
        <translation>Vælg først dit meldekort</translation>
    </message>
    <message>
        <source>The bidding is over</source>
        <translation>Meldingen er slut</translation>
    </message>
    <message>
        <source>Bid with {card}</source>
        <translation>Meld med {card}</translation>
    </message>
    <message>
        <source>Grand (red)</source>
        <translation>Grand (rød)</translation>
    </message>
    <message>
        <source>Nolo (black)</source>
        <translation>Nolo (sort)</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spil {card}</translation>
    </message>
    <message>
        <source>{seat} has chosen a bid card</source>
        <translation>{seat} har valgt et meldekort</translation>
    </message>
    <message>
        <source>{seat} shows {card}</source>
        <translation>{seat} viser {card}</translation>
    </message>
    <message>
        <source>Grand – {pair} (bidder: {seat})</source>
        <translation>Grand – {pair} (melder: {seat})</translation>
    </message>
    <message>
        <source>Nolo</source>
        <translation>Nolo</translation>
    </message>
    <message>
        <source>Bidding (hand {hand})</source>
        <translation>Melding (spil {hand})</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Syd</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Øst–Vest</translation>
    </message>
    <message>
        <source>Hand {hand}: Grand by {pair}, {tricks} tricks – made</source>
        <translation>Spil {hand}: Grand af {pair}, {tricks} stik – vundet</translation>
    </message>
    <message>
        <source>Hand {hand}: Grand by {pair}, {tricks} tricks – lost</source>
        <translation>Spil {hand}: Grand af {pair}, {tricks} stik – tabt</translation>
    </message>
    <message>
        <source>Hand {hand}: Nolo, {pair} took {tricks} tricks</source>
        <translation>Spil {hand}: Nolo, {pair} tog {tricks} stik</translation>
    </message>
    <message>
        <source>{pair} win the game</source>
        <translation>{pair} vinder spillet</translation>
    </message>
    <message>
        <source>Hand limit reached with equal scores: shared win</source>
        <translation>Sidste spil er spillet, og pointene er lige: delt sejr</translation>
    </message>
    <message>
        <source>Bid card</source>
        <translation>Meldekort</translation>
    </message>
    <message>
        <source>Choose Grand or Nolo: lay a red or black card face down</source>
        <translation>Vælg grand eller nolo: læg et rødt eller sort kort med bagsiden op</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spil et kort: bekend kulør, hvis du kan</translation>
    </message>
    <message>
        <source>A red card: your pair wants Grand and must take at least 7 tricks</source>
        <translation>Et rødt kort: jeres par vil spille grand og skal tage mindst 7 stik</translation>
    </message>
    <message>
        <source>A black card: Nolo if all four choose black – then nobody wants tricks</source>
        <translation>Et sort kort: nolo, hvis alle fire vælger sort – så vil ingen have stik</translation>
    </message>
    <message>
        <source>Grand – {a} and {b} (bidder: {bidder}) · {a} and {b} {ab} – {c} and {d} {cd}</source>
        <extracomment>A bid card lies on the bid spot, and may be dragged back, until he clicks Confirm. Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Grand – {a} og {b} (melder: {bidder}) · {a} og {b} {ab} – {c} og {d} {cd}</translation>
    </message>
    <message>
        <source>Nolo · {a} and {b} {ab} – {c} and {d} {cd}</source>
        <translation>Nolo · {a} og {b} {ab} – {c} og {d} {cd}</translation>
    </message>
</context>
</TS>
