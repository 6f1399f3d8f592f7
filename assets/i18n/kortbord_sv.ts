<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;kortbord %1&lt;/h3&gt;&lt;p&gt;A card table for the games Danish and Swedish families play.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;kortbord %1&lt;/h3&gt;&lt;p&gt;Ett kortbord för de spel som danska och svenska familjer spelar.&lt;/p&gt;&lt;p&gt;Fri programvara under MIT-licensen.&lt;/p&gt;</translation>
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
        <translation>kortbord – ett fel</translation>
    </message>
    <message>
        <source>Something went wrong… kortbord met an error it did not expect.

Your game is kept as it was before the error: start kortbord again to go on from there. What happened is written in %1.</source>
        <translation>Något gick fel… kortbord råkade ut för ett fel som det inte räknat med.

Ditt spel är sparat som det var före felet: starta kortbord igen för att fortsätta därifrån. Vad som hände står i %1.</translation>
    </message>
    <message>
        <source>Copy the details</source>
        <translation>Kopiera detaljerna</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>%1 – the lowest total wins</source>
        <translation>%1 – lägsta summan vinner</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>S&amp;pela igen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;täng</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>%1 won!</source>
        <translation>%1 vann!</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 och %2</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 delar på segern!</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Sort by suit</source>
        <translation>Sortera efter färg</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Sortera efter valör</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <extracomment>Settings keys of what the player typed last.</extracomment>
        <translation>Gå med i ett spel</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Bord på det här nätverket:</translation>
    </message>
    <message>
        <source>Looking for tables… A table on another network can be joined by its address.</source>
        <translation>Letar efter bord… Ett bord på ett annat nätverk kan du gå med i via dess adress.</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>till exempel 192.168.1.20</translation>
    </message>
    <message>
        <source>six digits, shown on the host&apos;s table</source>
        <translation>sex siffror, som visas på värdens bord</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adress:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>&amp;Kod:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Gå med</translation>
    </message>
    <message>
        <source>%1 – host: %2 – open seats: %3 – %4</source>
        <translation>%1 – värd: %2 – lediga platser: %3 – %4</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, for example 192.168.1.20.</source>
        <translation>Skriv värdens adress, till exempel 192.168.1.20.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Ansluter…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Game speed: (animation speed factor, computer players&apos; pause in ms). Settings key naming the match in which undo was used (game, seed, dealer). Below this window width the score panel gives way to the table (behind its button). The score panel&apos;s part of the window&apos;s width (at least its narrowest, at most ``SCORE_MAX`` px). A message in the status line (news, a refusal, a failed save) gives way to the prompt of the position after this long (ms). The window&apos;s size on a screen that has room for it. Games won per seat in this session of &quot;Play again&quot; matches. Fixed computer pause in ms (screenshots: computers wait; benchmarks: no wait). One card renderer for every match of this window: its parsed decks, pixmaps and render thread are made once, not again for each new game. Play across PCs: the ``network.NetworkHost`` or ``JoinedTable`` of this table, if any. Whether the player wants the score panel shown, on a narrow and on a wide window.</extracomment>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;Host a game on this network…</source>
        <translation>&amp;Var värd för ett spel på nätverket…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Gå med i ett spel…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ge om</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>Take back your last move and the computers&apos; moves after it</source>
        <translation>Ta tillbaka ditt senaste drag och datorns drag efter det</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Poäng</translation>
    </message>
    <message>
        <source>Show or hide the score sheet</source>
        <translation>Visa eller dölj poänglistan</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;pråk</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>Game &amp;speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsamt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabbt</translation>
    </message>
    <message>
        <source>&amp;Point out good cards</source>
        <translation>&amp;Visa bra kort</translation>
    </message>
    <message>
        <source>Mark the cards that are especially good to play now</source>
        <translation>Markera de kort som är särskilt bra att spela nu</translation>
    </message>
    <message>
        <source>&amp;Cards and table…</source>
        <translation>&amp;Kort och bord…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regler för det här spelet</translation>
    </message>
    <message>
        <source>&amp;About kortbord</source>
        <translation>&amp;Om kortbord</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>%1 – kortbord</source>
        <translation>%1 – kortbord</translation>
    </message>
    <message>
        <source>The statistics could not be saved.</source>
        <translation>Statistiken kunde inte sparas.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ge om</translation>
    </message>
    <message>
        <source>Give up this game and deal again?</source>
        <translation>Vill du ge upp det här spelet och ge om korten?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Host a game on this network</source>
        <extracomment>The preset item that stands for a game&apos;s default rules (when no named preset equals them).</extracomment>
        <translation>Var värd för ett spel på nätverket</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Antal s&amp;pelare:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Seats (clockwise, you at the bottom)</source>
        <translation>Platser (medurs, du sitter längst ner)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Datorns styrka</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plats %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Open (another PC)</source>
        <translation>Ledig (en annan dator)</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Ge kort</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egna regler</translation>
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
        <translation>Kort och bord</translation>
    </message>
    <message>
        <source>Open a deck file…</source>
        <translation>Öppna en kortleksfil…</translation>
    </message>
    <message>
        <source>Two colours (♠ ♣ black, ♥ ♦ red)</source>
        <translation>Två färger (♠ ♣ svart, ♥ ♦ röd)</translation>
    </message>
    <message>
        <source>Four colours (♣ green, ♦ blue)</source>
        <translation>Fyra färger (♣ grön, ♦ blå)</translation>
    </message>
    <message>
        <source>Large print (big corner letters)</source>
        <translation>Stor stil (stora hörntecken)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Små</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normala</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Stora</translation>
    </message>
    <message>
        <source>KDE card decks and aisleriot themes are found in:</source>
        <translation>KDE-kortlekar och aisleriot-teman finns i:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Kortlek:</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Färger:</translation>
    </message>
    <message>
        <source>Back:</source>
        <translation>Baksida:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kortstorlek:</translation>
    </message>
    <message>
        <source>Open a card deck</source>
        <translation>Öppna en kortlek</translation>
    </message>
    <message>
        <source>Card decks (*.svg *.svgz index.desktop);;All files (*)</source>
        <translation>Kortlekar (*.svg *.svgz index.desktop);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Only for kortbord&apos;s own decks</source>
        <translation>Bara för kortbords egna kortlekar</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>It is left as it is for that version. This version keeps its own games in %1.</source>
        <extracomment>Qt&apos;s ``translate``; lupdate finds each text at its ``translate(&quot;Resume&quot;, ...)`` call.</extracomment>
        <translation>Det lämnas orört åt den versionen. Den här versionen sparar sina egna spel i %1.</translation>
    </message>
    <message>
        <source>A game from a newer version</source>
        <translation>Ett spel från en nyare version</translation>
    </message>
    <message>
        <source>Continue the damaged game?</source>
        <translation>Fortsätta det skadade spelet?</translation>
    </message>
    <message>
        <source>It is left as it is. A new game is dealt instead.</source>
        <translation>Den lämnas orörd. Ett nytt spel delas ut i stället.</translation>
    </message>
    <message>
        <source>A new game is dealt instead.</source>
        <translation>Ett nytt spel delas ut i stället.</translation>
    </message>
    <message>
        <source>A new game is dealt instead. The damaged file was kept as %1.</source>
        <translation>Ett nytt spel delas ut i stället. Den skadade filen har sparats som %1.</translation>
    </message>
    <message>
        <source>The saved game could not be opened</source>
        <translation>Det sparade spelet kunde inte öppnas</translation>
    </message>
    <message>
        <source>Continue from move %1, where the moves lead?</source>
        <translation>Fortsätta från drag %1, dit dragen leder?</translation>
    </message>
    <message>
        <source>The saved game was damaged at its first move. Start it again from the deal?</source>
        <translation>Det sparade spelet var skadat redan vid första draget. Börja om från samma giv?</translation>
    </message>
    <message>
        <source>The saved game was damaged at move %1. Continue from move %2?</source>
        <translation>Det sparade spelet var skadat vid drag %1. Fortsätta från drag %2?</translation>
    </message>
    <message>
        <source>The game of a newer version of kortbord is left as it is; this game is kept in %1.</source>
        <translation>Spelet från en nyare version av kortbord lämnas orört; det här spelet sparas i %1.</translation>
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
        <translation>Inga spel har spelats färdigt än.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Vunna %</translation>
    </message>
    <message>
        <source>With undo</source>
        <translation>Med ångra</translation>
    </message>
    <message>
        <source>Games in which moves were taken back</source>
        <translation>Spel där drag togs tillbaka</translation>
    </message>
</context>
<context>
    <name>bismarck</name>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>On</source>
        <translation>På</translation>
    </message>
    <message>
        <source>Minus points for missing the quota</source>
        <translation>Minuspoäng för att missa kvoten</translation>
    </message>
    <message>
        <source>-1 per trick below the minimum (grand, trumf) or above the maximum (pas) (S3).</source>
        <translation>−1 per stick under minimum (grand, trumf) eller över maximum (pas) (S3).</translation>
    </message>
    <message>
        <source>Show forehand&apos;s discards after the deal</source>
        <translation>Visa förhandens bortlagda kort efter given</translation>
    </message>
    <message>
        <source>A learning aid: the four discards are turned up after the 16th trick (D5).</source>
        <translation>En hjälp medan man lär sig spelet: de fyra bortlagda korten vänds efter det 16:e sticket (D5).</translation>
    </message>
    <message>
        <source>Table cards / discards</source>
        <translation>Bordskort / bortlagda</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <extracomment>``Phase`` members as module names: read off the enum class, a member is slow in Python 3.11 (see ``engine.events``).</extracomment>
        <translation>Du måste följa färg: du har {suit}</translation>
    </message>
    <message>
        <source>Wait: {seat} is exchanging</source>
        <translation>Vänta: {seat} byter kort</translation>
    </message>
    <message>
        <source>Take up the four table cards first</source>
        <translation>Ta först upp de fyra bordskorten</translation>
    </message>
    <message>
        <source>Discard 4 cards first</source>
        <translation>Lägg först bort 4 kort</translation>
    </message>
    <message>
        <source>Four cards lie on the discard pile: take one back first</source>
        <translation>Fyra kort ligger redan bortlagda: ta först tillbaka ett</translation>
    </message>
    <message>
        <source>{card} is not among your discards</source>
        <translation>{card} är inte bland dina bortlagda kort</translation>
    </message>
    <message>
        <source>Discard exactly 4 cards ({count} on the discard pile)</source>
        <translation>Lägg bort exakt 4 kort ({count} ligger bortlagda)</translation>
    </message>
    <message>
        <source>The exchange is over</source>
        <translation>Bytet är klart</translation>
    </message>
    <message>
        <source>Take the table cards</source>
        <translation>Ta bordskorten</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Lägg bort {card}</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Ta tillbaka {card}</translation>
    </message>
    <message>
        <source>Discard 4</source>
        <translation>Lägg bort 4</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spela {card}</translation>
    </message>
    <message>
        <source>{seat} takes the table cards</source>
        <translation>{seat} tar bordskorten</translation>
    </message>
    <message>
        <source>{seat} has discarded 4 cards</source>
        <translation>{seat} har lagt bort 4 kort</translation>
    </message>
    <message>
        <source>{seat}&apos;s discards</source>
        <translation>{seat}s bortlagda kort</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinner</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delad seger: {seats}</translation>
    </message>
    <message>
        <source>{suit} are trumps</source>
        <translation>{suit} är trumf</translation>
    </message>
    <message>
        <source>{kind} {round} of 3 – forehand {seat}</source>
        <translation>{kind} {round} av 3 – förhand {seat}</translation>
    </message>
    <message>
        <source>{kind} {round} of 3 – forehand {seat}, {suit} are trumps</source>
        <translation>{kind} {round} av 3 – förhand {seat}, {suit} är trumf</translation>
    </message>
    <message>
        <source>Deal {deal}: {kind}, forehand {seat}</source>
        <translation>Giv {deal}: {kind}, förhand {seat}</translation>
    </message>
    <message>
        <source>Deal {deal}: {kind} ({suit}), forehand {seat}</source>
        <translation>Giv {deal}: {kind} ({suit}), förhand {seat}</translation>
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
        <translation>Ta upp de fyra bordskorten</translation>
    </message>
    <message>
        <source>Discard 4 cards to the widow: drag them there, then press Discard 4</source>
        <translation>Lägg bort 4 kort: dra dit dem och tryck sedan på Lägg bort 4</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spela ett kort: bekänn färg om du kan</translation>
    </message>
    <message>
        <source>The four face-up cards go to your hand; then you lay four cards away</source>
        <translation>De fyra öppna korten går till din hand; sedan lägger du bort fyra kort</translation>
    </message>
    <message>
        <source>The four cards on the widow are out of play for this deal</source>
        <translation>De fyra bortlagda korten är ur spel i den här given</translation>
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
        <translation>Marker från start</translation>
    </message>
    <message>
        <source>Every participant starts with this many chips.</source>
        <translation>Alla deltagare börjar med så här många marker.</translation>
    </message>
    <message>
        <source>Smallest stake</source>
        <translation>Minsta insats</translation>
    </message>
    <message>
        <source>The smallest stake a player may place (D3).</source>
        <translation>Den minsta insats en spelare får lägga (D3).</translation>
    </message>
    <message>
        <source>Largest stake</source>
        <translation>Största insats</translation>
    </message>
    <message>
        <source>The largest stake, before the banker&apos;s double (D3); never below the smallest stake.</source>
        <translation>Den största insatsen före bankirens dubbling (D3); aldrig under den minsta insatsen.</translation>
    </message>
    <message>
        <source>Rounds per banker</source>
        <translation>Omgångar per bankir</translation>
    </message>
    <message>
        <source>Rounds a banker keeps the bank before it passes to the left (A8).</source>
        <translation>Så många omgångar har bankiren banken innan den går vidare åt vänster (A8).</translation>
    </message>
    <message>
        <source>Times round the table</source>
        <translation>Varv runt bordet</translation>
    </message>
    <message>
        <source>How many times the bank goes round the table: the game&apos;s length (S3).</source>
        <translation>Hur många varv banken går runt bordet: spelets längd (S3).</translation>
    </message>
    <message>
        <source>Black Jack takes the bank</source>
        <translation>Black Jack tar över banken</translation>
    </message>
    <message>
        <source>A player&apos;s Black Jack, when the banker has none, takes over the bank (A8).</source>
        <translation>En spelare med Black Jack tar över banken när bankiren inte själv har Black Jack (A8).</translation>
    </message>
    <message>
        <source>The banker may double</source>
        <translation>Bankiren får dubbla</translation>
    </message>
    <message>
        <source>After looking at his first card the banker may double every stake (R3).</source>
        <translation>När bankiren har tittat på sitt första kort får han dubbla alla insatser (R3).</translation>
    </message>
    <message>
        <source>Banker and player both have Black Jack</source>
        <translation>Både bankir och spelare har Black Jack</translation>
    </message>
    <message>
        <source>Everybody pays the stake once; or Black Jack holders pay once and the others double; or Black Jack holders pay nothing (A2).</source>
        <translation>Alla betalar sin insats en gång; eller de med Black Jack betalar en gång och de andra dubbelt; eller de med Black Jack betalar ingenting (A2).</translation>
    </message>
    <message>
        <source>Everybody pays once</source>
        <translation>Alla betalar en gång</translation>
    </message>
    <message>
        <source>Black Jack pays once, others double</source>
        <translation>Black Jack betalar en gång, andra dubbelt</translation>
    </message>
    <message>
        <source>Black Jack pays nothing, others double</source>
        <translation>Black Jack betalar inget, andra dubbelt</translation>
    </message>
    <message>
        <source>The banker from 17</source>
        <translation>Bankiren från 17</translation>
    </message>
    <message>
        <source>From 17 the banker may stand or draw on; or he must stand, as in a casino (A4).</source>
        <translation>Från 17 får bankiren stanna eller dra vidare; eller så måste han stanna, som på kasino (A4).</translation>
    </message>
    <message>
        <source>May draw on</source>
        <translation>Får dra vidare</translation>
    </message>
    <message>
        <source>Must stand</source>
        <translation>Måste stanna</translation>
    </message>
    <message>
        <source>Play on in debt</source>
        <translation>Spela vidare med skuld</translation>
    </message>
    <message>
        <source>Balances may go below zero; or who has no chips left after a round leaves the table (S4).</source>
        <translation>Saldot får gå under noll; eller så lämnar den som inte har några marker kvar efter en omgång bordet (S4).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Hög</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Insats</translation>
    </message>
    <message>
        <source>Look at your card and stake {low}–{high} chips: use + and −, then Ready</source>
        <translation>Titta på ditt kort och satsa {low}–{high} marker: använd + och −, och klicka Klar</translation>
    </message>
    <message>
        <source>Click your face-down card to look at it</source>
        <translation>Klicka på ditt dolda kort för att titta på det</translation>
    </message>
    <message>
        <source>Double every stake, or leave them as they are</source>
        <translation>Dubbla alla insatser, eller låt dem vara som de är</translation>
    </message>
    <message>
        <source>You have {total}: take a card, or stand</source>
        <translation>Du har {total}: ta ett kort, eller stanna</translation>
    </message>
    <message>
        <source>Your turn as banker: click your face-down card to turn it up</source>
        <translation>Din tur som bankir: klicka på ditt dolda kort för att vända det</translation>
    </message>
    <message>
        <source>You have {total}: the banker must draw below 17</source>
        <translation>Du har {total}: bankiren måste dra under 17</translation>
    </message>
    <message>
        <source>You have {total}: stand, or draw another card</source>
        <translation>Du har {total}: stanna, eller dra ett kort till</translation>
    </message>
    <message>
        <source>You have {total}: the banker stands now</source>
        <translation>Du har {total}: bankiren stannar nu</translation>
    </message>
    <message>
        <source>The round is settled: deal the next one</source>
        <translation>Omgången är avräknad: ge nästa</translation>
    </message>
    <message>
        <source>Place this stake</source>
        <translation>Satsa detta</translation>
    </message>
    <message>
        <source>Put chips into your stake circle, or take them out</source>
        <translation>Lägg marker i din insatsring, eller ta ut dem igen</translation>
    </message>
    <message>
        <source>Place the chips in your circle as your stake</source>
        <translation>Satsa markerna i din ring</translation>
    </message>
    <message>
        <source>Look at your face-down card; only you see it</source>
        <translation>Titta på ditt dolda kort; bara du ser det</translation>
    </message>
    <message>
        <source>Every player&apos;s stake is doubled; nobody may refuse</source>
        <translation>Alla spelares insatser dubblas; ingen får säga nej</translation>
    </message>
    <message>
        <source>The stakes stay as they are</source>
        <translation>Insatserna blir som de är</translation>
    </message>
    <message>
        <source>Take one more card, face up</source>
        <translation>Ta ett kort till, med framsidan upp</translation>
    </message>
    <message>
        <source>Keep your total; the turn passes on</source>
        <translation>Behåll din summa; turen går vidare</translation>
    </message>
    <message>
        <source>Turn your face-down card up for everybody</source>
        <translation>Vänd upp ditt dolda kort så att alla ser det</translation>
    </message>
    <message>
        <source>Shuffle the whole pack and deal the next round</source>
        <translation>Blanda hela leken och ge nästa omgång</translation>
    </message>
    <message>
        <source>That is not a move in Black Jack</source>
        <translation>Det är inget drag i Black Jack</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>Splitting, doubling down, insurance and surrender are not part of this game</source>
        <translation>Att dela, dubbla själv, försäkra och ge upp hör inte till det här spelet</translation>
    </message>
    <message>
        <source>The stake must be between {low} and {high}</source>
        <translation>Insatsen måste vara mellan {low} och {high}</translation>
    </message>
    <message>
        <source>You cannot stake more than the {chips} chips you have</source>
        <translation>Du kan inte satsa mer än de {chips} marker du har</translation>
    </message>
    <message>
        <source>Stakes are placed after the first card, before the banker doubles</source>
        <translation>Insatsen läggs efter första kortet, innan bankiren dubblar</translation>
    </message>
    <message>
        <source>The banker does not stake</source>
        <translation>Bankiren satsar inte</translation>
    </message>
    <message>
        <source>Look at your face-down card first: click it</source>
        <translation>Titta först på ditt dolda kort: klicka på det</translation>
    </message>
    <message>
        <source>The banker looks at his card when all stakes are placed</source>
        <translation>Bankiren tittar på sitt kort när alla har satsat</translation>
    </message>
    <message>
        <source>The banker doubles when all stakes are placed</source>
        <translation>Bankiren dubblar när alla har satsat</translation>
    </message>
    <message>
        <source>The double must be chosen before the second card</source>
        <translation>Dubblingen måste väljas före andra kortet</translation>
    </message>
    <message>
        <source>The banker&apos;s double is not played with these rules</source>
        <translation>Bankiren får inte dubbla med de här reglerna</translation>
    </message>
    <message>
        <source>Only the banker may double</source>
        <translation>Bara bankiren får dubbla</translation>
    </message>
    <message>
        <source>You may take cards when it is your turn, after the second card</source>
        <translation>Du kan ta fler kort när det är din tur, efter andra kortet</translation>
    </message>
    <message>
        <source>The banker must have at least 17 to stand</source>
        <translation>Bankiren måste ha minst 17 för att stanna</translation>
    </message>
    <message>
        <source>The banker must stand on 17 or more</source>
        <translation>Bankiren måste stanna på 17 eller mer</translation>
    </message>
    <message>
        <source>Turn your face-down card up first: click it</source>
        <translation>Vänd först upp ditt dolda kort: klicka på det</translation>
    </message>
    <message>
        <source>The banker turns his card up when his turn begins</source>
        <translation>Bankiren vänder sitt kort när det blir hans tur</translation>
    </message>
    <message>
        <source>Stake {amount}</source>
        <translation>Satsa {amount}</translation>
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
        <translation>Titta på ditt kort</translation>
    </message>
    <message>
        <source>Double all stakes</source>
        <translation>Dubbla alla insatser</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Ingen dubbling</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stanna</translation>
    </message>
    <message>
        <source>Turn your card up</source>
        <translation>Vänd ditt kort</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Ge nästa omgång</translation>
    </message>
    <message>
        <source>Stakes {amount}</source>
        <translation>Satsar {amount}</translation>
    </message>
    <message>
        <source>Looks at the card…</source>
        <translation>Tittar på kortet …</translation>
    </message>
    <message>
        <source>I double every stake!</source>
        <translation>Jag dubblar alla insatser!</translation>
    </message>
    <message>
        <source>No double.</source>
        <translation>Ingen dubbling.</translation>
    </message>
    <message>
        <source>Black Jack for the banker: everybody pays double</source>
        <translation>Black Jack till bankiren: alla betalar dubbelt</translation>
    </message>
    <message>
        <source>Black Jack for the banker and a player: everybody pays the stake once</source>
        <translation>Black Jack för både bankiren och en spelare: alla betalar sin insats en gång</translation>
    </message>
    <message>
        <source>Black Jack for the banker: Black Jack holders pay once, the others double</source>
        <translation>Black Jack till bankiren: de med Black Jack betalar en gång, de andra dubbelt</translation>
    </message>
    <message>
        <source>Black Jack for the banker: Black Jack holders keep their stake, the others pay double</source>
        <translation>Black Jack till bankiren: de med Black Jack behåller sin insats, de andra betalar dubbelt</translation>
    </message>
    <message>
        <source>Black Jack! The banker pays {amount}</source>
        <translation>Black Jack! Bankiren betalar {amount}</translation>
    </message>
    <message>
        <source>Over 21 ({total}): pays {amount}</source>
        <translation>Över 21 ({total}): betalar {amount}</translation>
    </message>
    <message>
        <source>21!</source>
        <translation>21!</translation>
    </message>
    <message>
        <source>Stands on {total}</source>
        <translation>Stannar på {total}</translation>
    </message>
    <message>
        <source>The banker stands on {total}</source>
        <translation>Bankiren stannar på {total}</translation>
    </message>
    <message>
        <source>The banker is over 21 ({total}) and pays everybody still in</source>
        <translation>Bankiren är över 21 ({total}) och betalar alla som fortfarande är med</translation>
    </message>
    <message>
        <source>Gets {amount}</source>
        <translation>Får {amount}</translation>
    </message>
    <message>
        <source>Pays {amount}</source>
        <translation>Betalar {amount}</translation>
    </message>
    <message>
        <source>Nobody is left in: the banker shows his card and draws nothing</source>
        <translation>Ingen är kvar: bankiren visar sitt kort och drar inget</translation>
    </message>
    <message>
        <source>The stock is empty: no more cards this round</source>
        <translation>Högen är tom: inga fler kort i den här omgången</translation>
    </message>
    <message>
        <source>The stock is empty: the settled hands are shuffled into a new stock</source>
        <translation>Högen är tom: de avräknade händerna blandas till en ny hög</translation>
    </message>
    <message>
        <source>{player} takes over the bank</source>
        <translation>{player} tar över banken</translation>
    </message>
    <message>
        <source>{player} has no chips left and leaves the table</source>
        <translation>{player} har inga marker kvar och lämnar bordet</translation>
    </message>
    <message>
        <source>Round {number} of {rounds} is settled</source>
        <translation>Omgång {number} av {rounds} är avräknad</translation>
    </message>
    <message>
        <source>{player} wins with {chips} chips</source>
        <translation>{player} vinner med {chips} marker</translation>
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
        <translation>Omgång {number}</translation>
    </message>
    <message>
        <source>Bank: {player}, round {count} of {rounds} · {left} rounds left</source>
        <translation>Bank: {player}, omgång {count} av {rounds} · {left} omgångar kvar</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{chips} chips</source>
        <translation>{chips} marker</translation>
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
        <translation>Har lämnat bordet</translation>
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
        <translation>Över 21 ({total})</translation>
    </message>
    <message>
        <source>{total} · {card} hidden from the others</source>
        <translation>{total} · {card} dolt för de andra</translation>
    </message>
    <message>
        <source>click to look</source>
        <translation>klicka för att titta</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <extracomment>``translate(context, source_text) -&gt; translated text`` (``QCoreApplication.translate`` in the app).</extracomment>
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>red</source>
        <translation>röd</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grön</translation>
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
        <translation>ess</translation>
    </message>
    <message>
        <source>two</source>
        <translation>tvåa</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trea</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fyra</translation>
    </message>
    <message>
        <source>five</source>
        <translation>femma</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sexa</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sjua</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>åtta</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nia</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tia</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kung</translation>
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
        <translation>Kn</translation>
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
        <translation>Hoppa över</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Byt håll</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Dra 2</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Välj färg</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Dra 4 + välj färg</translation>
    </message>
</context>
<context>
    <name>casino</name>
    <message>
        <source>Lay out {card}</source>
        <translation>Lägg ut {card}</translation>
    </message>
    <message>
        <source>Take {units} ({value})</source>
        <translation>Ta {units} ({value})</translation>
    </message>
    <message>
        <source>Build {value}: {card} on {units}</source>
        <translation>Bygg {value}: {card} på {units}</translation>
    </message>
    <message>
        <source>Build more {value}: {card} on {units}</source>
        <translation>Bygg mer {value}: {card} på {units}</translation>
    </message>
    <message>
        <source>Clear the table with {card} (a sweep)</source>
        <translation>Rensa bordet med {card} (tabbe)</translation>
    </message>
    <message>
        <source>build {value}</source>
        <translation>bygge {value}</translation>
    </message>
    <message>
        <source>build more {value}</source>
        <translation>bygge mer {value}</translation>
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
        <translation>Bygger mer {value}</translation>
    </message>
    <message>
        <source>Sweep!</source>
        <translation>Tabbe!</translation>
    </message>
    <message>
        <source>Sidsten! This is the last hand.</source>
        <translation>Sista omgången!</translation>
    </message>
    <message>
        <source>{seat} takes the cards left on the table</source>
        <translation>{seat} tar de sista korten på bordet</translation>
    </message>
    <message>
        <source>Nobody captured: the cards left are set aside</source>
        <translation>Ingen tog något: de kvarvarande korten läggs åt sidan</translation>
    </message>
    <message>
        <source>Deal {deal} is scored</source>
        <translation>Giv {deal} räknas</translation>
    </message>
    <message>
        <source>Deal {deal}: {seat} deals</source>
        <translation>Giv {deal}: {seat} ger</translation>
    </message>
    <message>
        <source>Tied at the top: another deal is played</source>
        <translation>Lika poäng i toppen: en giv till spelas</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinner</translation>
    </message>
    <message>
        <source>{seat} and {partner} win</source>
        <translation>{seat} och {partner} vinner</translation>
    </message>
    <message>
        <source>That is not a Casino move</source>
        <translation>Det draget finns inte i Kasino</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>{unit} is not on the table</source>
        <translation>{unit} ligger inte på bordet</translation>
    </message>
    <message>
        <source>Select the cards or builds to take</source>
        <translation>Välj de kort eller byggen du vill ta</translation>
    </message>
    <message>
        <source>You must take your build ({value}) or build on it</source>
        <translation>Du måste ta ditt bygge ({value}) eller bygga vidare på det</translation>
    </message>
    <message>
        <source>You have no card with the value {value}</source>
        <translation>Du har inget kort med värdet {value}</translation>
    </message>
    <message>
        <source>You already have a build</source>
        <translation>Du har redan ett bygge</translation>
    </message>
    <message>
        <source>A build is worth 2 to 16</source>
        <translation>Ett bygge är värt 2 till 16</translation>
    </message>
    <message>
        <source>Lay the card on one or more table cards or on a build</source>
        <translation>Lägg kortet på ett eller flera kort på bordet eller på ett bygge</translation>
    </message>
    <message>
        <source>A move can involve only one build</source>
        <translation>Ett drag kan bara gälla ett bygge</translation>
    </message>
    <message>
        <source>The selected cards do not make {value}</source>
        <translation>De valda korten blir inte {value}</translation>
    </message>
    <message>
        <source>The selected cards do not make {low} or {high}</source>
        <translation>De valda korten blir inte {low} eller {high}</translation>
    </message>
    <message>
        <source>The selected cards cannot be split into groups of the same value</source>
        <translation>De valda korten kan inte delas i grupper med samma värde</translation>
    </message>
    <message>
        <source>A &apos;build more&apos; cannot be raised</source>
        <translation>Ett &apos;mere&apos;-bygge kan inte byggas högre</translation>
    </message>
    <message>
        <source>You may not raise your own build</source>
        <translation>Du får inte bygga vidare på ditt eget bygge</translation>
    </message>
    <message>
        <source>You may only build on a build with the card from your hand</source>
        <translation>Du får bara bygga på ett bygge med kortet från handen</translation>
    </message>
    <message>
        <source>A build can only be taken by a card of the same value</source>
        <translation>Ett bygge kan bara tas med ett kort av samma värde</translation>
    </message>
    <message>
        <source>A card from the hand counts high (ace 14, 2♠ 15, 10♦ 16), a card on the table low (ace 1, 2♠ 2, 10♦ 10)</source>
        <translation>Ett kort från handen räknas högt (ess 14, 2♠ 15, 10♦ 16), ett kort på bordet lågt (ess 1, 2♠ 2, 10♦ 10)</translation>
    </message>
    <message>
        <source>Only 5♠ can clear the table</source>
        <translation>Bara 5♠ kan rensa bordet</translation>
    </message>
    <message>
        <source>You cannot clear the table while you own a build</source>
        <translation>Du kan inte rensa bordet medan du äger ett bygge</translation>
    </message>
    <message>
        <source>There is nothing to clear</source>
        <translation>Det finns inget att rensa</translation>
    </message>
    <message>
        <source>Deal {deal}: {item}</source>
        <translation>Giv {deal}: {item}</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>Flest kort</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>Flest spader</translation>
    </message>
    <message>
        <source>Big casino (10♦)</source>
        <translation>Stora kasino (10♦)</translation>
    </message>
    <message>
        <source>Little casino (2♠)</source>
        <translation>Lilla kasino (2♠)</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ess</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Build {value} – {seat}</source>
        <extracomment>The computers wait 0.8–1.5 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Bygge {value} – {seat}</translation>
    </message>
    <message>
        <source>Build more {value} – {seat}</source>
        <translation>Bygge {value} (mer) – {seat}</translation>
    </message>
    <message>
        <source>{cards} cards</source>
        <translation>{cards} kort</translation>
    </message>
    <message>
        <source>{cards} cards · sweeps: {sweeps}</source>
        <translation>{cards} kort · tabbar: {sweeps}</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Tagna</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Tabbar</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spader</translation>
    </message>
    <message>
        <source>Last capture</source>
        <translation>Sista intaget</translation>
    </message>
    <message>
        <source>Deal {deal}, hand {hand} of {hands}</source>
        <translation>Giv {deal}, omgång {hand} av {hands}</translation>
    </message>
    <message>
        <source>Deal {deal}, last hand</source>
        <translation>Giv {deal}, sista omgången</translation>
    </message>
    <message>
        <source>Game over after {deals} deals</source>
        <translation>Spelet är slut efter {deals} giv</translation>
    </message>
    <message>
        <source>Play to</source>
        <extracomment>Offered targets for ``target_points`` (the spec allows 5-100; A16 names 11 and 16).</extracomment>
        <translation>Spela till</translation>
    </message>
    <message>
        <source>The game ends after the deal in which someone reaches this total (S4).</source>
        <translation>Spelet slutar efter den giv där någon når den här poängsumman (S4).</translation>
    </message>
    <message>
        <source>Aces, 2♠ and 10♦</source>
        <translation>Ess, 2♠ och 10♦</translation>
    </message>
    <message>
        <source>Either value anywhere, or high from the hand and low on the table (A1).</source>
        <translation>Båda värdena överallt, eller högt från handen och lågt på bordet (A1).</translation>
    </message>
    <message>
        <source>Either value anywhere</source>
        <translation>Båda värdena överallt</translation>
    </message>
    <message>
        <source>High from the hand, low on the table</source>
        <translation>Högt från handen, lågt på bordet</translation>
    </message>
    <message>
        <source>Aces score</source>
        <translation>Ess ger</translation>
    </message>
    <message>
        <source>1 point per ace, or 1 point for the most aces (A2).</source>
        <translation>1 poäng per ess, eller 1 poäng för flest ess (A2).</translation>
    </message>
    <message>
        <source>1 per ace</source>
        <translation>1 per ess</translation>
    </message>
    <message>
        <source>1 for most aces</source>
        <translation>1 för flest ess</translation>
    </message>
    <message>
        <source>Ties for most cards or spades</source>
        <translation>Lika många kort eller spader</translation>
    </message>
    <message>
        <source>Nobody scores, or every tied player scores 1 (A15).</source>
        <translation>Ingen får poäng, eller alla med lika många får 1 (A15).</translation>
    </message>
    <message>
        <source>Nobody scores</source>
        <translation>Ingen får poäng</translation>
    </message>
    <message>
        <source>Each tied player scores</source>
        <translation>Alla med lika många får poäng</translation>
    </message>
    <message>
        <source>5♠ on an empty table</source>
        <translation>5♠ på ett tomt bord</translation>
    </message>
    <message>
        <source>Laid out as a five, or taken as a sweep (A3).</source>
        <translation>Läggs ut som en femma eller tas som tabbe (A3).</translation>
    </message>
    <message>
        <source>An ordinary five</source>
        <translation>En vanlig femma</translation>
    </message>
    <message>
        <source>A sweep</source>
        <translation>En tabbe</translation>
    </message>
    <message>
        <source>5♠ sweep while owning a build</source>
        <translation>5♠ rensar bordet när man äger ett bygge</translation>
    </message>
    <message>
        <source>Whether a build owner may clear the table with 5♠ (A4).</source>
        <translation>Om den som äger ett bygge får rensa bordet med 5♠ (A4).</translation>
    </message>
    <message>
        <source>A build owner</source>
        <translation>Den som äger ett bygge</translation>
    </message>
    <message>
        <source>Must take or change the build, or may also trail and capture elsewhere (A5).</source>
        <translation>Måste ta eller ändra bygget, eller får också lägga ut och ta på andra ställen (A5).</translation>
    </message>
    <message>
        <source>Must take or change it</source>
        <translation>Måste ta det eller bygga om</translation>
    </message>
    <message>
        <source>May leave it lying</source>
        <translation>Får låta det ligga</translation>
    </message>
    <message>
        <source>Raise your own build</source>
        <translation>Bygg vidare på ditt eget bygge</translation>
    </message>
    <message>
        <source>Whether an owner may raise their own single build (A6).</source>
        <translation>Om man får bygga vidare på sitt eget enkla bygge (A6).</translation>
    </message>
    <message>
        <source>Table cards in builds</source>
        <translation>Bordskort i byggen</translation>
    </message>
    <message>
        <source>Loose table cards may join a raise or a &apos;build more&apos; (A8).</source>
        <translation>Lösa kort på bordet får vara med när man bygger högre eller &apos;mere&apos; (A8).</translation>
    </message>
    <message>
        <source>Builds in sums</source>
        <translation>Byggen i summor</translation>
    </message>
    <message>
        <source>A single build may be part of a sum capture (A9).</source>
        <translation>Ett enkelt bygge får ingå när man tar en summa (A9).</translation>
    </message>
    <message>
        <source>10♦ scores 2</source>
        <translation>10♦ ger 2</translation>
    </message>
    <message>
        <source>Always, or only when it captured from the hand as 16 (A11).</source>
        <translation>Alltid, eller bara när den tog från handen som 16 (A11).</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>Only when taking as 16</source>
        <translation>Bara när den tar som 16</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>With 4 players, partners sit opposite and share one score (A21, S5).</source>
        <translation>Med 4 spelare sitter partner mitt emot varandra och delar poäng (A21, S5).</translation>
    </message>
    <message>
        <source>Everyone for themselves</source>
        <translation>Var för sig</translation>
    </message>
    <message>
        <source>Partners opposite</source>
        <translation>Partner mitt emot varandra</translation>
    </message>
    <message>
        <source>Show spades and aces during the deal</source>
        <translation>Visa spader och ess under given</translation>
    </message>
    <message>
        <source>The score panel shows each player&apos;s captured spades and aces (R12).</source>
        <translation>Poängtavlan visar varje spelares tagna spader och ess (R12).</translation>
    </message>
    <message>
        <source>Hand high, table low</source>
        <translation>Högt från handen, lågt på bordet</translation>
    </message>
    <message>
        <source>Relaxed builds</source>
        <translation>Friare byggregler</translation>
    </message>
    <message>
        <source>Play a card: take table cards of its value, build, or lay it on the table</source>
        <translation>Spela ett kort: ta bordskort av samma värde, bygg, eller lägg det på bordet</translation>
    </message>
    <message>
        <source>Take the table cards your card matches</source>
        <translation>Ta bordskorten som ditt kort passar till</translation>
    </message>
    <message>
        <source>Build on the table; you must take the build later with a card of its value</source>
        <translation>Bygg på bordet; du måste senare ta bygget med ett kort av samma värde</translation>
    </message>
    <message>
        <source>Take every card on the table: a sweep</source>
        <translation>Ta alla kort på bordet: en tabbe</translation>
    </message>
    <message>
        <source>Lay the card on the table without taking anything</source>
        <translation>Lägg kortet på bordet utan att ta något</translation>
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
        <translation>Uppbyggnad på essen</translation>
    </message>
    <message>
        <source>From the king down to the two, or from the two up to the king, in the ace&apos;s suit (A1).</source>
        <translation>Från kungen ner till tvåan eller från tvåan upp till kungen, i essets färg (A1).</translation>
    </message>
    <message>
        <source>Ace, king, queen … two</source>
        <translation>Ess, kung, dam … tvåa</translation>
    </message>
    <message>
        <source>Ace, two, three … king</source>
        <translation>Ess, tvåa, trea … kung</translation>
    </message>
    <message>
        <source>Build on your own pile</source>
        <translation>Bygg på din egen hög</translation>
    </message>
    <message>
        <source>A card one above or below your own face-up card may go there, and you go on (A2).</source>
        <translation>Ett kort som är ett över eller ett under ditt eget översta kort får läggas där, och du fortsätter (A2).</translation>
    </message>
    <message>
        <source>A card that fits must be placed</source>
        <translation>Ett kort som passar måste läggas</translation>
    </message>
    <message>
        <source>Otherwise you may put it on your own pile and end your turn (A3).</source>
        <translation>Annars får du lägga det på din egen hög och avsluta din tur (A3).</translation>
    </message>
    <message>
        <source>Play the top of your own pile</source>
        <translation>Spela det översta kortet från din egen hög</translation>
    </message>
    <message>
        <source>On your turn, the top card of your face-up pile may also go to a foundation or another player&apos;s pile (A4).</source>
        <translation>Under din tur får det översta kortet i din öppna hög också läggas på en grundhög eller på en annan spelares hög (A4).</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Omgångar</translation>
    </message>
    <message>
        <source>Rounds in a game; the fewest jomfru marks wins (S3).</source>
        <translation>Omgångar i ett parti; färrest jungfrustreck vinner (S3).</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Nästa givare</translation>
    </message>
    <message>
        <source>Who deals the next round (A7).</source>
        <translation>Vem som ger i nästa omgång (A7).</translation>
    </message>
    <message>
        <source>The player on the left</source>
        <translation>Spelaren till vänster</translation>
    </message>
    <message>
        <source>The Gammel Jomfru</source>
        <translation>Gammel Jomfru</translation>
    </message>
    <message>
        <source>+1 to {seat}</source>
        <extracomment>The computers wait 0.6–1 s before a move per card, as the spec asks (at the default pace).</extracomment>
        <translation>+1 till {seat}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Hög</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Uppvänd</translation>
    </message>
    <message>
        <source>Click your stock to turn the top card</source>
        <translation>Klicka på din hög för att vända det översta kortet</translation>
    </message>
    <message>
        <source>Drag the turned card to a foundation or onto a pile one above or below it</source>
        <translation>Dra det vända kortet till en grundhög eller till en hög som är ett över eller ett under</translation>
    </message>
    <message>
        <source>Turn the top card of your stock; an empty stock is refilled from your pile</source>
        <translation>Vänd det översta kortet i din hög; är högen tom vänds dina uppvända kort till en ny</translation>
    </message>
    <message>
        <source>Put the card on your own face-up pile; your turn ends</source>
        <translation>Lägg kortet på din egen öppna hög; din tur är slut</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>That is not a move in Gammel Jomfru</source>
        <translation>Det är inget drag i Gammel Jomfru</translation>
    </message>
    <message>
        <source>Turn the top card of your stock first</source>
        <translation>Vänd först det översta kortet i din hög</translation>
    </message>
    <message>
        <source>Place the turned card first</source>
        <translation>Lägg först det vända kortet</translation>
    </message>
    <message>
        <source>Only the turned card can be moved</source>
        <translation>Bara det vända kortet kan flyttas</translation>
    </message>
    <message>
        <source>An ace must go to the middle</source>
        <translation>Ett ess ska läggas i mitten</translation>
    </message>
    <message>
        <source>Only an ace starts a foundation</source>
        <translation>Bara ett ess kan börja en grundhög</translation>
    </message>
    <message>
        <source>{card} cannot go on the ace of {suit}</source>
        <translation>{card} kan inte läggas på {suit}esset</translation>
    </message>
    <message>
        <source>{card} cannot go on {top}</source>
        <translation>{card} kan inte läggas på {top}</translation>
    </message>
    <message>
        <source>{card} cannot go there: the next card on this foundation is {need}</source>
        <translation>{card} kan inte läggas där: nästa kort på den här grundhögen är {need}</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>Den här grundhögen är färdig</translation>
    </message>
    <message>
        <source>The card must be one above or one below</source>
        <translation>Kortet måste vara ett över eller ett under</translation>
    </message>
    <message>
        <source>There is no card to build on there</source>
        <translation>Där finns inget kort att bygga på</translation>
    </message>
    <message>
        <source>You may not build on your own pile</source>
        <translation>Du får inte bygga på din egen hög</translation>
    </message>
    <message>
        <source>{card} can go on {place}</source>
        <translation>{card} kan läggas på {place}</translation>
    </message>
    <message>
        <source>{seat}&apos;s pile</source>
        <translation>{seat}s hög</translation>
    </message>
    <message>
        <source>your own pile</source>
        <translation>din egen hög</translation>
    </message>
    <message>
        <source>the {suit} foundation</source>
        <translation>grundhögen i {suit}</translation>
    </message>
    <message>
        <source>Turn the top card</source>
        <translation>Vänd det översta kortet</translation>
    </message>
    <message>
        <source>Put {card} on {place}</source>
        <translation>Lägg {card} på {place}</translation>
    </message>
    <message>
        <source>Nowhere to go – put it on your own pile</source>
        <translation>Ingenstans – lägg på egen hög</translation>
    </message>
    <message>
        <source>{seat} turns the pile over</source>
        <translation>{seat} vänder högen</translation>
    </message>
    <message>
        <source>{card} starts a foundation</source>
        <translation>{card} börjar en grundhög</translation>
    </message>
    <message>
        <source>{seat} is out in place {place}</source>
        <translation>{seat} är ute som nummer {place}</translation>
    </message>
    <message>
        <source>{seat} is GAMMEL JOMFRU</source>
        <translation>{seat} är GAMMEL JOMFRU</translation>
    </message>
    <message>
        <source>Nothing has moved for two turns of every pile: the round is blocked</source>
        <translation>Inget har flyttats medan alla har vänt högen två gånger: omgången har kört fast</translation>
    </message>
    <message>
        <source>No card has reached the middle for three turns of every pile: the round is blocked</source>
        <translation>Inget kort har kommit till mitten medan alla har vänt högen tre gånger: omgången har kört fast</translation>
    </message>
    <message>
        <source>Round {round}: {seat} is GAMMEL JOMFRU (1 mark)</source>
        <translation>Omgång {round}: {seat} är GAMMEL JOMFRU (1 streck)</translation>
    </message>
    <message>
        <source>Round {round}: blocked, joint GAMMEL JOMFRU {seats} (1 mark each)</source>
        <translation>Omgång {round}: körde fast, delad GAMMEL JOMFRU {seats} (1 streck var)</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {left} players still have cards</source>
        <translation>Omgång {round} av {rounds}: {left} spelare har fortfarande kort</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinner</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delad seger: {seats}</translation>
    </message>
</context>
<context>
    <name>gris</name>
    <message>
        <source>Pig points that end the game</source>
        <translation>Grispoäng som avslutar spelet</translation>
    </message>
    <message>
        <source>The game ends when a player has this many pig points; 0 plays on without end (S2, S3).</source>
        <translation>Spelet slutar när någon har så många grispoäng; 0 spelar vidare utan slut (S2, S3).</translation>
    </message>
    <message>
        <source>Start of the race</source>
        <translation>Starten på kapplöpningen</translation>
    </message>
    <message>
        <source>The first four of a kind is marked with a flash, or the cards just appear and you must notice them yourself (A4).</source>
        <translation>De första fyra lika visas med en blixt, eller så dyker korten bara upp och du får själv upptäcka dem (A4).</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Blixt</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Tyst</translation>
    </message>
    <message>
        <source>Four cards that are not four of a kind</source>
        <translation>Fyra kort som inte är fyra lika</translation>
    </message>
    <message>
        <source>Laying down four cards that are not of one rank while the pig goes round is refused, or makes you GRIS at once (A5).</source>
        <translation>Lägger man fyra kort som inte har samma valör medan grisen går runt avvisas det – eller så blir man GRIS direkt (A5).</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Avvisas</translation>
    </message>
    <message>
        <source>You are GRIS</source>
        <translation>Du blir GRIS</translation>
    </message>
    <message>
        <source>Rounds of the pig before a redeal</source>
        <translation>Varv med grisen innan det delas om</translation>
    </message>
    <message>
        <source>If the pig goes round the table this many times without four of a kind, the deal is void and dealt again (R6).</source>
        <translation>Går grisen så många varv runt bordet utan fyra lika räknas given inte, och det delas om (R6).</translation>
    </message>
    <message>
        <source>Computer reaction time</source>
        <translation>Datorns reaktionstid</translation>
    </message>
    <message>
        <source>How fast the computer players lay down in the race: slow (1.2–3 s), normal (0.7–2 s) or fast (0.4–1.2 s).</source>
        <translation>Hur snabbt datorspelarna lägger ner i kapplöpningen: långsamt (1,2–3 s), normalt (0,7–2 s) eller snabbt (0,4–1,2 s).</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>No. {place}</source>
        <translation>Nr {place}</translation>
    </message>
    <message>
        <source>Lay down here</source>
        <translation>Lägg ner här</translation>
    </message>
    <message>
        <source>Send the pig on to {player}: drag it onto their seat, or click Send</source>
        <translation>Skicka grisen vidare till {player}: dra den till platsen, eller klicka på Skicka</translation>
    </message>
    <message>
        <source>Give a card back to {player}: drag it onto their seat (not the pig)</source>
        <translation>Ge tillbaka ett kort till {player}: dra det till platsen (inte grisen)</translation>
    </message>
    <message>
        <source>You have four of a kind: click Fire ens! to lay it down</source>
        <translation>Du har fyra lika: klicka på Fyra lika! för att lägga ner dem</translation>
    </message>
    <message>
        <source>LÆG NED! Lay down four cards – quick, click the button or press space</source>
        <translation>LÄGG NER! Lägg ner fyra kort – skynda dig, klicka på knappen eller tryck mellanslag</translation>
    </message>
    <message>
        <source>A new deal: play it, or stop the game here</source>
        <translation>En ny giv: spela den, eller avsluta spelet här</translation>
    </message>
    <message>
        <source>The pig goes face up to your left neighbour, who gives you a card back</source>
        <translation>Grisen går med framsidan upp till grannen till vänster, som ger dig ett kort tillbaka</translation>
    </message>
    <message>
        <source>Give the selected card back, face down</source>
        <translation>Ge tillbaka det valda kortet med baksidan upp</translation>
    </message>
    <message>
        <source>Lay your four of a kind on the table: you are safe, and the race begins for everyone else</source>
        <translation>Lägg dina fyra lika på bordet: du är säker, och kapplöpningen börjar för alla andra</translation>
    </message>
    <message>
        <source>Lay four cards on the table: the four selected, else the first four in your hand</source>
        <translation>Lägg fyra kort på bordet: de fyra valda, annars de fyra första på handen</translation>
    </message>
    <message>
        <source>End the game now; the fewest pig points win</source>
        <translation>Avsluta spelet nu; minst grispoäng vinner</translation>
    </message>
    <message>
        <source>That is not a move in Gris</source>
        <extracomment>Rank order of a sorted hand (D3): the table shows it so, &quot;first four&quot; follows it.</extracomment>
        <translation>Det är inget drag i Gris</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>{player} has the pig, not you</source>
        <translation>Det är {player} som har grisen, inte du</translation>
    </message>
    <message>
        <source>Only the pig is sent on</source>
        <translation>Det är bara grisen som skickas vidare</translation>
    </message>
    <message>
        <source>Send the pig to {player}, on your left</source>
        <translation>Skicka grisen till {player} till vänster om dig</translation>
    </message>
    <message>
        <source>Give a card back to {player} first</source>
        <translation>Ge först tillbaka ett kort till {player}</translation>
    </message>
    <message>
        <source>You owe nobody a card now</source>
        <translation>Du är inte skyldig någon ett kort nu</translation>
    </message>
    <message>
        <source>You cannot give the pig back</source>
        <translation>Du kan inte ge tillbaka grisen</translation>
    </message>
    <message>
        <source>Give the card back to {player}</source>
        <translation>Ge tillbaka kortet till {player}</translation>
    </message>
    <message>
        <source>Choose one card to give back</source>
        <translation>Välj ett kort att ge tillbaka</translation>
    </message>
    <message>
        <source>You do not have four of a kind</source>
        <translation>Du har inte fyra lika</translation>
    </message>
    <message>
        <source>Lay down exactly four cards</source>
        <translation>Lägg ner precis fyra kort</translation>
    </message>
    <message>
        <source>The race is on: lay down four cards</source>
        <translation>Kapplöpningen är igång: lägg ner fyra kort</translation>
    </message>
    <message>
        <source>The race has not begun: only four of a kind may be laid down</source>
        <translation>Kapplöpningen har inte börjat: man får bara lägga ner fyra lika</translation>
    </message>
    <message>
        <source>You have laid down already</source>
        <translation>Du har redan lagt ner</translation>
    </message>
    <message>
        <source>The game can be stopped only at a new deal, in a game without end</source>
        <translation>Spelet kan bara avslutas vid en ny giv, när det spelas utan slut</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Skicka</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Ge</translation>
    </message>
    <message>
        <source>Fire ens!</source>
        <translation>Fyra lika!</translation>
    </message>
    <message>
        <source>Fire ens! ({rank})</source>
        <translation>Fyra lika! ({rank})</translation>
    </message>
    <message>
        <source>LÆG NED!</source>
        <translation>LÄGG NER!</translation>
    </message>
    <message>
        <source>Stop the game</source>
        <translation>Avsluta spelet</translation>
    </message>
    <message>
        <source>{player} is safe as number {place}</source>
        <translation>{player} är säker som nummer {place}</translation>
    </message>
    <message>
        <source>GRIS!</source>
        <translation>GRIS!</translation>
    </message>
    <message>
        <source>{player} is GRIS and deals next</source>
        <translation>{player} är GRIS och delar ut nästa gång</translation>
    </message>
    <message>
        <source>{player} laid down four cards that are not four of a kind and is GRIS</source>
        <translation>{player} lade ner fyra kort som inte är fyra lika och är GRIS</translation>
    </message>
    <message>
        <source>The pig went round {laps} times without four of a kind: the deal is void</source>
        <translation>Grisen gick {laps} varv utan fyra lika: given räknas inte</translation>
    </message>
    <message>
        <source>Round {n}: {player} is GRIS – 1 pig point (S1)</source>
        <translation>Omgång {n}: {player} är GRIS – 1 grispoäng (S1)</translation>
    </message>
    <message>
        <source>Round {n}: void, nobody scores (R6)</source>
        <translation>Omgång {n}: räknas inte, ingen får poäng (R6)</translation>
    </message>
    <message>
        <source>Round {round} · {points} pig points end the game</source>
        <translation>Omgång {round} · {points} grispoäng avslutar spelet</translation>
    </message>
    <message>
        <source>Round {round} · no end</source>
        <translation>Omgång {round} · utan slut</translation>
    </message>
    <message>
        <source>{status} · last race: {order}</source>
        <translation>{status} · senaste kapplöpningen: {order}</translation>
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
        <translation>Du har inte {card}.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Det går inte just nu.</translation>
    </message>
    <message>
        <source>The player who leads must play a card.</source>
        <translation>Den som spelar ut måste lägga ett kort.</translation>
    </message>
    <message>
        <source>You may pass only when you cannot follow suit ({suit}).</source>
        <translation>Du får bara passa när du inte kan följa färg ({suit}).</translation>
    </message>
    <message>
        <source>Play one card.</source>
        <translation>Spela ett kort.</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat} passar.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation>Det draget finns inte i det här spelet.</translation>
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
        <translation>Nybörjare (slumpvis)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>melds</name>
    <message>
        <source>A meld may not have more jokers than natural cards</source>
        <translation>En kombination får inte ha fler jokrar än vanliga kort</translation>
    </message>
    <message>
        <source>A run needs three cards of the same suit in sequence</source>
        <translation>En stege måste ha tre kort i samma färg i följd</translation>
    </message>
    <message>
        <source>A run needs at least four cards of one suit in sequence</source>
        <translation>En stege måste ha minst fyra kort i samma färg i följd</translation>
    </message>
    <message>
        <source>A set needs at least three cards of the same rank</source>
        <translation>En grupp måste ha minst tre kort av samma valör</translation>
    </message>
    <message>
        <source>A set has at most four cards</source>
        <translation>En grupp har högst fyra kort</translation>
    </message>
    <message>
        <source>A set may not have two cards of the same suit</source>
        <translation>En grupp får inte ha två kort i samma färg</translation>
    </message>
    <message>
        <source>A meld is either cards of one rank (a set) or cards of one suit in sequence (a run)</source>
        <translation>En kombination är antingen kort av samma valör (en grupp) eller kort i samma färg i följd (en stege)</translation>
    </message>
    <message>
        <source>A run cannot hold two cards for the same place</source>
        <translation>En stege kan inte ha två kort på samma plats</translation>
    </message>
    <message>
        <source>Ace is low in this game: Q-K-A is not a run</source>
        <translation>Ess är lägst i det här spelet: D-K-E är ingen stege</translation>
    </message>
    <message>
        <source>A run cannot go round the corner from king to two</source>
        <translation>En stege kan inte gå runt hörnet från kung till tvåa</translation>
    </message>
    <message>
        <source>Say which card the joker stands for: put the cards in their order</source>
        <translation>Säg vilket kort jokern står för: lägg korten i ordning</translation>
    </message>
    <message>
        <source>Joker = {first} or {second}?</source>
        <translation>Joker = {first} eller {second}?</translation>
    </message>
    <message>
        <source>{card} does not fit this meld</source>
        <translation>{card} passar inte till den här kombinationen</translation>
    </message>
    <message>
        <source>{card} does not fit any meld on the table</source>
        <translation>{card} passar inte till någon kombination på bordet</translation>
    </message>
    <message>
        <source>No joker in this meld stands for {card}</source>
        <translation>Ingen joker i den här kombinationen står för {card}</translation>
    </message>
    <message>
        <source>Jokers in sets cannot be taken</source>
        <translation>Jokrar i grupper kan inte tas</translation>
    </message>
</context>
<context>
    <name>net</name>
    <message>
        <source>That move is not allowed just now.</source>
        <translation>Det draget är inte tillåtet just nu.</translation>
    </message>
</context>
<context>
    <name>network</name>
    <message>
        <source>The join code is wrong. Ask the host for the six digits shown on their table.</source>
        <extracomment>How long the table shows the last move before the end dialog (ms), as after a local game.</extracomment>
        <translation>Koden är fel. Fråga värden efter de sex siffrorna som visas på deras bord.</translation>
    </message>
    <message>
        <source>The host has another version of kortbord. Both PCs need the same version.</source>
        <translation>Värden har en annan version av kortbord. Båda datorerna behöver samma version.</translation>
    </message>
    <message>
        <source>Your seat could not be taken back. Join again with the code.</source>
        <translation>Din plats kunde inte tas tillbaka. Gå med igen med koden.</translation>
    </message>
    <message>
        <source>Every open seat at this table is taken.</source>
        <translation>Alla lediga platser vid bordet är upptagna.</translation>
    </message>
    <message>
        <source>Please type a name of at most 24 characters.</source>
        <translation>Skriv ett namn på högst 24 tecken.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this PC. Wait a minute, then try again.</source>
        <translation>För många felaktiga koder från den här datorn. Vänta en minut och försök sedan igen.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Värden har stängt bordet.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>Anslutningen till värden bröts.</translation>
    </message>
    <message>
        <source>No kortbord table answers at {address}.</source>
        <translation>Inget kortbord-bord svarar på {address}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>Värden sa nej: {reason}</translation>
    </message>
    <message>
        <source>If the host opens the game again later, join it again: your seat is kept for you.</source>
        <extracomment>The last update received (a table put up after the welcome starts from it). The end dialog shown when the match ended (None: not yet).</extracomment>
        <translation>Om värden öppnar spelet igen senare, gå med igen – din plats väntar på dig.</translation>
    </message>
    <message>
        <source>Join code {code} · address {address}</source>
        <extracomment>Seconds a new connection may take to say hello. Where the network seats are saved, and the match they belong to (game, seed, dealer).</extracomment>
        <translation>Kod {code} · adress {address}</translation>
    </message>
    <message>
        <source>players to come: {n}</source>
        <translation>spelare på väg: {n}</translation>
    </message>
    <message>
        <source>{game} cannot be played from another PC yet.</source>
        <translation>{game} går ännu inte att spela från en annan dator.</translation>
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
        <translation>Kort att dra när man inte kan lägga</translation>
    </message>
    <message>
        <source>Draw one card, or up to three, stopping at the first card you can play (R4, A3).</source>
        <translation>Dra ett kort, eller upp till tre, och sluta vid det första kort du kan lägga (R4, A3).</translation>
    </message>
    <message>
        <source>May draw instead of playing</source>
        <translation>Får dra i stället för att lägga</translation>
    </message>
    <message>
        <source>A player may draw although he could play, and may keep a drawn card that fits (A2).</source>
        <translation>Man får dra fast man kan lägga ett kort, och får behålla ett draget kort som passar (A2).</translation>
    </message>
    <message>
        <source>Play several cards of the same rank</source>
        <translation>Lägg flera kort av samma valör</translation>
    </message>
    <message>
        <source>Cards of one rank may be played together; the first must fit, the last lies on top (A9).</source>
        <translation>Kort av samma valör får läggas tillsammans; det första måste passa, det sista hamnar överst (A9).</translation>
    </message>
    <message>
        <source>No closing on an eight or a two</source>
        <translation>Man får inte gå ut på en åtta eller en tvåa</translation>
    </message>
    <message>
        <source>The last card may not be an eight or a two (A8).</source>
        <translation>Det sista kortet får inte vara en åtta eller en tvåa (A8).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>Count games won, or penalty points for the cards left in hand (S1, S2).</source>
        <translation>Räkna vunna spel, eller ge straffpoäng för korten man har kvar på handen (S1, S2).</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vunna spel</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Straffpoäng</translation>
    </message>
    <message>
        <source>Points that end the session</source>
        <translation>Poäng som avslutar spelet</translation>
    </message>
    <message>
        <source>With penalty points: the session ends when somebody reaches this total (S2).</source>
        <translation>Med straffpoäng: spelet slutar när någon når den här poängsumman (S2).</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Spela om placeringar</translation>
    </message>
    <message>
        <source>Play on until one player is left and record the finishing order; not with penalty points (S3).</source>
        <translation>Spela vidare tills bara en spelare är kvar och notera ordningen; inte tillsammans med straffpoäng (S3).</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>That is not a move in Olsen</source>
        <translation>Det draget finns inte i Olsen</translation>
    </message>
    <message>
        <source>Play {suit}, a {rank} or an eight</source>
        <translation>Lägg {suit}, en {rank} eller en åtta</translation>
    </message>
    <message>
        <source>Play {suit}, an ace or an eight</source>
        <translation>Lägg {suit}, ett ess eller en åtta</translation>
    </message>
    <message>
        <source>Play {suit} or an eight</source>
        <translation>Lägg {suit} eller en åtta</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>Put a card on the discard pile</source>
        <translation>Lägg ett kort på slänghögen</translation>
    </message>
    <message>
        <source>Play one card at a time</source>
        <translation>Lägg ett kort i taget</translation>
    </message>
    <message>
        <source>Cards played together must have the same rank</source>
        <translation>Kort som läggs tillsammans måste ha samma valör</translation>
    </message>
    <message>
        <source>You have a card you can play</source>
        <translation>Du har ett kort som du kan lägga</translation>
    </message>
    <message>
        <source>You drew {card}: play it</source>
        <translation>Du drog {card}: lägg det</translation>
    </message>
    <message>
        <source>You drew {card}: play it or keep it</source>
        <translation>Du drog {card}: lägg det eller behåll det</translation>
    </message>
    <message>
        <source>There is no drawn card to keep</source>
        <translation>Det finns inget draget kort att behålla</translation>
    </message>
    <message>
        <source>The eight asked for {suit}</source>
        <translation>Åttan önskade {suit}</translation>
    </message>
    <message>
        <source>Name a suit for your eight first</source>
        <translation>Önska först en färg till din åtta</translation>
    </message>
    <message>
        <source>You name a suit only after playing an eight</source>
        <translation>Du önskar bara färg när du har lagt en åtta</translation>
    </message>
    <message>
        <source>Name clubs, diamonds, hearts or spades</source>
        <translation>Önska klöver, ruter, hjärter eller spader</translation>
    </message>
    <message>
        <source>You say Olsen when you play your second-to-last card</source>
        <translation>Du säger Olsen när du lägger ditt näst sista kort</translation>
    </message>
    <message>
        <source>Say Olsen before you play your last card</source>
        <translation>Säg Olsen innan du lägger ditt sista kort</translation>
    </message>
    <message>
        <source>You must draw: you did not say Olsen</source>
        <translation>Du måste dra: du sa inte Olsen</translation>
    </message>
    <message>
        <source>Your last card may not be an eight or a two</source>
        <translation>Ditt sista kort får inte vara en åtta eller en tvåa</translation>
    </message>
    <message>
        <source>There is nothing left to draw</source>
        <translation>Det finns inga kort kvar att dra</translation>
    </message>
    <message>
        <source>You may pass only when you can neither play nor draw</source>
        <translation>Du får bara passa när du varken kan lägga eller dra</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Lägg {card}</translation>
    </message>
    <message>
        <source>Play {count} cards, {card} on top</source>
        <translation>Lägg {count} kort, {card} överst</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dra från högen</translation>
    </message>
    <message>
        <source>Keep the drawn card</source>
        <translation>Behåll det dragna kortet</translation>
    </message>
    <message>
        <source>Ask for {suit}</source>
        <translation>Önska {suit}</translation>
    </message>
    <message>
        <source>Olsen!</source>
        <translation>Olsen!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>{player} asks for {suit}</source>
        <translation>{player} önskar {suit}</translation>
    </message>
    <message>
        <source>{player} draws {count} and misses the turn</source>
        <translation>{player} drar {count} och förlorar sin tur</translation>
    </message>
    <message>
        <source>{player} forgot to say Olsen</source>
        <translation>{player} glömde att säga Olsen</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passar</translation>
    </message>
    <message>
        <source>The discard pile becomes the new stock</source>
        <translation>Slänghögen blandas och blir en ny draghög</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinner spelet</translation>
    </message>
    <message>
        <source>{player} is out in place {place}</source>
        <translation>{player} gick ut som nummer {place}</translation>
    </message>
    <message>
        <source>{player} closed game {number}</source>
        <translation>{player} gick ut i spel {number}</translation>
    </message>
    <message>
        <source>Game won</source>
        <translation>Vunnet spel</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Spel {number}</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Game {number}, target {target}</source>
        <translation>Spel {number}, mål {target}</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Play a card of the same suit or rank, or an eight – or draw from the stock</source>
        <translation>Lägg ett kort i samma färg eller valör, eller en åtta – eller dra från högen</translation>
    </message>
    <message>
        <source>Name the suit the next player must play</source>
        <translation>Välj färgen som nästa spelare måste lägga</translation>
    </message>
    <message>
        <source>Play the card you have just drawn</source>
        <translation>Lägg kortet du just drog</translation>
    </message>
    <message>
        <source>Say Olsen! now: you have one card left</source>
        <translation>Säg Olsen! nu: du har ett kort kvar</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Ta översta kortet från högen</translation>
    </message>
    <message>
        <source>Keep the drawn card in your hand; your turn ends</source>
        <translation>Behåll det dragna kortet på handen; din tur är slut</translation>
    </message>
    <message>
        <source>The next player must play this suit or an eight</source>
        <translation>Nästa spelare måste lägga den här färgen eller en åtta</translation>
    </message>
    <message>
        <source>Say it when you have one card left, before the next player plays – or you must draw</source>
        <translation>Säg det när du har ett kort kvar, innan nästa spelare lägger – annars måste du dra</translation>
    </message>
    <message>
        <source>You cannot play and there is nothing to draw</source>
        <translation>Du kan inte lägga och det finns inget att dra</translation>
    </message>
</context>
<context>
    <name>rodskagg</name>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>On</source>
        <translation>På</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Straffpoäng</translation>
    </message>
    <message>
        <source>The size P of every penalty (A5).</source>
        <translation>Storleken P på varje straff (A5).</translation>
    </message>
    <message>
        <source>Table rituals</source>
        <translation>Bordsritualer</translation>
    </message>
    <message>
        <source>The dealer&apos;s knock, announcing &apos;ett kvar&apos; and &apos;noll&apos;, and knocking on the table to point out mistakes (A11).</source>
        <translation>Givarens knackning, att säga &apos;ett kvar&apos; och &apos;noll&apos;, och att knacka i bordet för att påpeka fel (A11).</translation>
    </message>
    <message>
        <source>Penalty for a forgotten question</source>
        <translation>Straff för en glömd fråga</translation>
    </message>
    <message>
        <source>A leader who forgets &apos;Följer ni med?&apos; also gets the penalty when it is pointed out (A9).</source>
        <translation>Den som spelar ut och glömmer &apos;Följer ni med?&apos; får också straffet när någon påpekar det (A9).</translation>
    </message>
    <message>
        <source>Reaching 0 wins at once</source>
        <translation>Den som når 0 vinner direkt</translation>
    </message>
    <message>
        <source>&apos;Tack för hjälpen&apos;: a player who reaches exactly 0 wins at once (S8).</source>
        <translation>&apos;Tack för hjälpen&apos;: den som når exakt 0 vinner direkt (S8).</translation>
    </message>
    <message>
        <source>When everybody passes</source>
        <translation>När alla passar</translation>
    </message>
    <message>
        <source>The dealer must bid, or the cards are thrown in (A2).</source>
        <translation>Givaren måste bjuda, annars kastas korten in (A2).</translation>
    </message>
    <message>
        <source>The dealer must bid</source>
        <translation>Givaren måste bjuda</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Ge om</translation>
    </message>
    <message>
        <source>Computer players&apos; slips (%)</source>
        <translation>Datorspelarnas misstag (%)</translation>
    </message>
    <message>
        <source>How often a computer player forgets an announcement or the question, so that you can catch it (A11).</source>
        <translation>Hur ofta en datorspelare glömmer ett utrop eller frågan, så att du kan ta den på det (A11).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Exchanged hands</source>
        <translation>Bytta händer</translation>
    </message>
    <message>
        <source>Laid aside</source>
        <translation>Lagda åt sidan</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <translation>Du måste följa färg: du har {suit}</translation>
    </message>
    <message>
        <source>Wait for the dealer&apos;s knock</source>
        <translation>Vänta på givarens knackning</translation>
    </message>
    <message>
        <source>Only the dealer knocks for the deal</source>
        <translation>Bara givaren knackar för korten</translation>
    </message>
    <message>
        <source>Your cards are already face up</source>
        <translation>Dina kort ligger redan med framsidan upp</translation>
    </message>
    <message>
        <source>You hold a court card ({card})</source>
        <translation>Du har ett klätt kort ({card})</translation>
    </message>
    <message>
        <source>Your new hand is final: the stock ran out</source>
        <translation>Din nya hand gäller: högen tog slut</translation>
    </message>
    <message>
        <source>Wait: {seat} decides</source>
        <translation>Vänta: {seat} bestämmer sig</translation>
    </message>
    <message>
        <source>Hands are exchanged only before the bidding</source>
        <translation>Man byter bara kort före budgivningen</translation>
    </message>
    <message>
        <source>Bid higher than {bid} or pass</source>
        <translation>Bjud högre än {bid} eller passa</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must bid</source>
        <translation>Alla andra passade: givaren måste bjuda</translation>
    </message>
    <message>
        <source>Bid 0 to 6 tricks or Rödskägg, or pass</source>
        <translation>Bjud 0 till 6 stick eller Rödskägg, eller passa</translation>
    </message>
    <message>
        <source>There is no bidding now</source>
        <translation>Det bjuds inte nu</translation>
    </message>
    <message>
        <source>The bidding comes first</source>
        <translation>Först ska det bjudas</translation>
    </message>
    <message>
        <source>Only the player who has the game asks</source>
        <translation>Bara den som har spelet frågar</translation>
    </message>
    <message>
        <source>The question comes after trick 4, before the next lead</source>
        <translation>Frågan kommer efter fjärde sticket, före nästa utspel</translation>
    </message>
    <message>
        <source>You have won a trick: you play on</source>
        <translation>Du har vunnit ett stick: du spelar vidare</translation>
    </message>
    <message>
        <source>Wait for the answers to the question</source>
        <translation>Vänta på svaren på frågan</translation>
    </message>
    <message>
        <source>Nobody asked you</source>
        <translation>Ingen har frågat dig</translation>
    </message>
    <message>
        <source>You have dropped out of this round</source>
        <translation>Du har lagt dig i den här omgången</translation>
    </message>
    <message>
        <source>You are out of the game</source>
        <translation>Du är ute ur spelet</translation>
    </message>
    <message>
        <source>There is nothing to announce</source>
        <translation>Det finns inget att säga</translation>
    </message>
    <message>
        <source>Nothing to point out</source>
        <translation>Det finns inget att påpeka</translation>
    </message>
    <message>
        <source>Too late</source>
        <translation>För sent</translation>
    </message>
    <message>
        <source>This game is played without rituals</source>
        <translation>Det här spelet spelas utan ritualer</translation>
    </message>
    <message>
        <source>That is not possible now</source>
        <translation>Det går inte just nu</translation>
    </message>
    <message>
        <source>Knacka</source>
        <translation>Knacka</translation>
    </message>
    <message>
        <source>Look at your cards</source>
        <translation>Titta på dina kort</translation>
    </message>
    <message>
        <source>Nya kort</source>
        <translation>Nya kort</translation>
    </message>
    <message>
        <source>Behåll</source>
        <translation>Behåll</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Bjud {bid}</translation>
    </message>
    <message>
        <source>Smyg (pass)</source>
        <translation>Smyg (pass)</translation>
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
        <translation>Lägg dig</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spela {card}</translation>
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
        <translation>Knacka i bordet</translation>
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
        <translation>{seat} vänder upp sina kort</translation>
    </message>
    <message>
        <source>{seat} takes new cards</source>
        <translation>{seat} tar nya kort</translation>
    </message>
    <message>
        <source>{seat} keeps his cards</source>
        <translation>{seat} behåller sina kort</translation>
    </message>
    <message>
        <source>The stock ran out: the cards are shuffled again</source>
        <translation>Högen tog slut: korten blandas om</translation>
    </message>
    <message>
        <source>{seat} bids {bid}</source>
        <translation>{seat} bjuder {bid}</translation>
    </message>
    <message>
        <source>{seat}: smyger</source>
        <translation>{seat}: smyger</translation>
    </message>
    <message>
        <source>{seat} has the game with {bid}</source>
        <translation>{seat} har spelet med {bid}</translation>
    </message>
    <message>
        <source>Everybody passed: the cards are thrown in</source>
        <translation>Alla passade: korten kastas in</translation>
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
        <translation>{seat} lägger sig</translation>
    </message>
    <message>
        <source>Everybody dropped: {seat} takes tricks 5 and 6</source>
        <translation>Alla har lagt sig: {seat} tar stick 5 och 6</translation>
    </message>
    <message>
        <source>{seat} did not ask: everybody plays on</source>
        <translation>{seat} frågade inte: alla spelar vidare</translation>
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
        <translation>+{points} till {seat}: {reason}</translation>
    </message>
    <message>
        <source>Rödskägg failed: {seat} is out of the game</source>
        <translation>Rödskägg misslyckades: {seat} är ute ur spelet</translation>
    </message>
    <message>
        <source>{seat} made Rödskägg!</source>
        <translation>{seat} klarade Rödskägg!</translation>
    </message>
    <message>
        <source>Deciding round between {seats}</source>
        <translation>Avgörande omgång mellan {seats}</translation>
    </message>
    <message>
        <source>{seat} reaches 0: tack för hjälpen!</source>
        <translation>{seat} når 0: tack för hjälpen!</translation>
    </message>
    <message>
        <source>looked at his cards before the knock</source>
        <translation>tittade på sina kort före knackningen</translation>
    </message>
    <message>
        <source>did not say &apos;ett kvar&apos;</source>
        <translation>sa inte &apos;ett kvar&apos;</translation>
    </message>
    <message>
        <source>did not say &apos;noll&apos;</source>
        <translation>sa inte &apos;noll&apos;</translation>
    </message>
    <message>
        <source>did not ask &apos;Följer ni med?&apos;</source>
        <translation>frågade inte &apos;Följer ni med?&apos;</translation>
    </message>
    <message>
        <source>took fewer tricks than he bid</source>
        <translation>tog färre stick än han bjöd</translation>
    </message>
    <message>
        <source>went along and won no trick</source>
        <translation>gick med och tog inget stick</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Round {round}: {seat} bid {bid}, took {tricks}</source>
        <translation>Omgång {round}: {seat} bjöd {bid}, tog {tricks}</translation>
    </message>
    <message>
        <source>Round {round}: thrown in</source>
        <translation>Omgång {round}: inkastad</translation>
    </message>
    <message>
        <source>Round {round}: deciding round, {seat} took most</source>
        <translation>Omgång {round}: avgörande omgång, {seat} tog flest</translation>
    </message>
    <message>
        <source>Round {round}: deciding round tied</source>
        <translation>Omgång {round}: den avgörande omgången blev lika</translation>
    </message>
    <message>
        <source>Round {round} (in play)</source>
        <translation>Omgång {round} (pågår)</translation>
    </message>
    <message>
        <source>Round {round}: {seat} deals</source>
        <translation>Omgång {round}: {seat} ger</translation>
    </message>
    <message>
        <source>Round {round}: new cards for hands without court cards</source>
        <translation>Omgång {round}: nya kort till händer utan klädda kort</translation>
    </message>
    <message>
        <source>Round {round}: bidding</source>
        <translation>Omgång {round}: budgivning</translation>
    </message>
    <message>
        <source>Round {round}: {seat} bid {bid}, has {tricks}</source>
        <translation>Omgång {round}: {seat} bjöd {bid}, har {tricks}</translation>
    </message>
    <message>
        <source>Deciding round</source>
        <translation>Avgörande omgång</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinner</translation>
    </message>
    <message>
        <source>Round limit reached: shared win of {seats}</source>
        <translation>Sista omgången är spelad: delad seger för {seats}</translation>
    </message>
    <message>
        <source>Knock on the table: then everybody may look</source>
        <translation>Knacka i bordet: sedan får alla titta</translation>
    </message>
    <message>
        <source>No court card in your hand: keep it, or take six new cards</source>
        <translation>Inga klädda kort på handen: behåll den, eller ta sex nya kort</translation>
    </message>
    <message>
        <source>Bid the tricks you will take, Rödskägg for all six, or pass</source>
        <translation>Bjud de stick du tar, Rödskägg för alla sex, eller smyg</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spela ett kort: bekänn färg om du kan</translation>
    </message>
    <message>
        <source>You have no trick yet: play the last two tricks, or drop out</source>
        <translation>Du har inget stick än: följ med i de två sista sticken, eller lägg dig</translation>
    </message>
    <message>
        <source>Deciding round: play a card, follow suit if you can</source>
        <translation>Avgörande omgång: spela ett kort, bekänn färg om du kan</translation>
    </message>
    <message>
        <source>Wait for the dealer&apos;s knock before you look at your cards</source>
        <translation>Vänta på att given knackar innan du tittar på dina kort</translation>
    </message>
    <message>
        <source>Announce your score before the next card is played</source>
        <translation>Säg din ställning innan nästa kort spelas</translation>
    </message>
    <message>
        <source>Somebody made a mistake: knock on the table to catch it</source>
        <translation>Någon har gjort ett misstag: knacka i bordet för att ta det</translation>
    </message>
    <message>
        <source>The dealer&apos;s knock: now everybody may look</source>
        <translation>Givarens knack: nu får alla titta</translation>
    </message>
    <message>
        <source>Looking before the knock is a mistake: another player may knock you for it</source>
        <translation>Att titta före knacket är ett misstag: en annan spelare kan knacka dig för det</translation>
    </message>
    <message>
        <source>Lay your hand away and get six new cards</source>
        <translation>Lägg bort handen och få sex nya kort</translation>
    </message>
    <message>
        <source>Play with the cards you hold</source>
        <translation>Spela med korten du har</translation>
    </message>
    <message>
        <source>The highest bid leads all six tricks and must take at least that many</source>
        <translation>Det högsta budet spelar ut i alla sex stick och måste ta minst så många</translation>
    </message>
    <message>
        <source>Win all six tricks and you win the game – lose one and you are out</source>
        <translation>Ta alla sex stick så vinner du spelet – förlorar du ett är du ute</translation>
    </message>
    <message>
        <source>Smyg: no bid this round</source>
        <translation>Smyg: inget bud den här omgången</translation>
    </message>
    <message>
        <source>Ask the players without a trick whether they play the last two tricks</source>
        <translation>Fråga spelarna utan stick om de följer med i de två sista sticken</translation>
    </message>
    <message>
        <source>Play on: every trick you take costs 2, no trick at all costs a penalty</source>
        <translation>Följ med: varje stick du tar kostar 2, inget stick alls kostar ett straff</translation>
    </message>
    <message>
        <source>Lay your cards down and sit out the last two tricks</source>
        <translation>Lägg ner korten och stå över de två sista sticken</translation>
    </message>
    <message>
        <source>Say your score aloud before the next card is played</source>
        <translation>Säg din ställning högt innan nästa kort spelas</translation>
    </message>
    <message>
        <source>Knock on the table: another player&apos;s open mistake costs a penalty</source>
        <translation>Knacka i bordet: en annan spelares öppna misstag kostar ett straff</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Poäng: {score}</translation>
    </message>
    <message>
        <source>Score {score} · bid {bid}</source>
        <translation>Poäng: {score} · bud {bid}</translation>
    </message>
    <message>
        <source>Score {score} · smyg</source>
        <translation>Poäng: {score} · smyger</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Ute ur spelet</translation>
    </message>
    <message>
        <source>Say…</source>
        <translation>Säg…</translation>
    </message>
</context>
<context>
    <name>ruder_syv</name>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>On</source>
        <translation>På</translation>
    </message>
    <message>
        <source>More tricks than bid</source>
        <translation>Fler stick än budet</translation>
    </message>
    <message>
        <source>Counts as missed</source>
        <translation>Räknas som misslyckat</translation>
    </message>
    <message>
        <source>Scores nothing</source>
        <translation>Ger inga poäng</translation>
    </message>
    <message>
        <source>Counts as made</source>
        <translation>Räknas som klarat</translation>
    </message>
    <message>
        <source>Seven of diamonds may always be played</source>
        <translation>Ruter sju får alltid spelas</translation>
    </message>
    <message>
        <source>Pass when you cannot follow suit</source>
        <translation>Passa när du inte kan följa färg</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Poäng för att vinna</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>Du måste följa färg ({suit})</translation>
    </message>
    <message>
        <source>Bid 0, 1, 2 or 3 tricks</source>
        <translation>Bjud 0, 1, 2 eller 3 stick</translation>
    </message>
    <message>
        <source>The bidding comes first</source>
        <translation>Först ska det bjudas</translation>
    </message>
    <message>
        <source>The bidding is over</source>
        <translation>Budgivningen är slut</translation>
    </message>
    <message>
        <source>{seat} bids {bid}</source>
        <translation>{seat} bjuder {bid}</translation>
    </message>
    <message>
        <source>{seat} plays for {bid} tricks</source>
        <translation>{seat} spelar om {bid} stick</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Bjud {bid}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spela {card}</translation>
    </message>
    <message>
        <source>Pass (play no card)</source>
        <translation>Passa (lägg inget kort)</translation>
    </message>
    <message>
        <source>Hand {hand}: bidding</source>
        <translation>Giv {hand}: budgivning</translation>
    </message>
    <message>
        <source>{seat} bid {bid}, has {tricks}</source>
        <translation>{seat} bjöd {bid}, har {tricks}</translation>
    </message>
    <message>
        <source>Hand {hand}: {seat} bid {bid}, took {tricks}</source>
        <translation>Giv {hand}: {seat} bjöd {bid}, tog {tricks}</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinner</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delad seger: {seats}</translation>
    </message>
    <message>
        <source>Aside</source>
        <translation>Lagt åt sidan</translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you think you will take</source>
        <translation>Bjud exakt det antal stick du tror att du tar</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can – the seven of diamonds beats everything</source>
        <translation>Spela ett kort: bekänn färg om du kan – ruter sju slår allt</translation>
    </message>
    <message>
        <source>The highest bid plays alone against the others and must take exactly that many tricks</source>
        <translation>Det högsta budet spelar ensamt mot de andra och måste ta exakt så många stick</translation>
    </message>
    <message>
        <source>Bid: {bid}</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Bud: {bid}</translation>
    </message>
    <message>
        <source>Bid: {bid} – highest</source>
        <translation>Bud: {bid} – högsta budet</translation>
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
        <translation>Poängtabell</translation>
    </message>
    <message>
        <source>500: with jokers, ace 15, 2-9 five points; Rommy: face values, ace 1, no jokers.</source>
        <translation>500: med jokrar, ess 15, 2-9 fem poäng; Rommy: kortens värde, ess 1, inga jokrar.</translation>
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
        <translation>Jokrar</translation>
    </message>
    <message>
        <source>Jokers in the deck; automatic: 3 with table 500, none with Rommy.</source>
        <translation>Jokrar i leken; automatiskt: 3 med tabellen 500, inga med Rommy.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatiskt</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Spelet slutar vid</translation>
    </message>
    <message>
        <source>The game ends after the hand in which somebody reaches this total.</source>
        <translation>Spelet slutar efter den giv då någon når den här summan.</translation>
    </message>
    <message>
        <source>Ace also above the king</source>
        <translation>Ess även över kungen</translation>
    </message>
    <message>
        <source>Q-K-A is a run as well; never round the corner.</source>
        <translation>D-K-E är också en stege; aldrig runt hörnet.</translation>
    </message>
    <message>
        <source>Own meld before adding to melds</source>
        <translation>Egen kombination innan man bygger på</translation>
    </message>
    <message>
        <source>A player must have a meld of his own on the table before he adds cards to melds.</source>
        <translation>En spelare måste själv ha en kombination på bordet innan han lägger kort till kombinationer.</translation>
    </message>
    <message>
        <source>Melding is compulsory</source>
        <translation>Man måste lägga ut</translation>
    </message>
    <message>
        <source>No discard while the hand holds a set or run that could be laid and still leave a card to discard.</source>
        <translation>Man får inte slänga så länge handen har en grupp eller stege som kan läggas ut med ett kort kvar att slänga.</translation>
    </message>
    <message>
        <source>Exchange jokers</source>
        <translation>Byt jokrar</translation>
    </message>
    <message>
        <source>A player with a meld of his own may put the natural card in a run&apos;s joker&apos;s place and take the joker.</source>
        <translation>En spelare med egen kombination får lägga det riktiga kortet på jokerns plats i en stege och ta jokern.</translation>
    </message>
    <message>
        <source>No closing in the first round</source>
        <translation>Ingen går ut första varvet</translation>
    </message>
    <message>
        <source>Nobody may close before every player has had one turn.</source>
        <translation>Ingen får gå ut innan alla spelare har haft en tur.</translation>
    </message>
    <message>
        <source>Plus points for melds</source>
        <translation>Pluspoäng för kombinationer</translation>
    </message>
    <message>
        <source>Cards on the table count plus, cards in hand minus; the highest total wins.</source>
        <translation>Kort på bordet räknas plus, kort på handen minus; den högsta summan vinner.</translation>
    </message>
    <message>
        <source>Set ✓ – click to meld</source>
        <translation>Grupp ✓ – klicka för att lägga ut</translation>
    </message>
    <message>
        <source>Run ✓ – click to meld</source>
        <translation>Stege ✓ – klicka för att lägga ut</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>A seat&apos;s melds from the middle of its row outwards, so the first lies right in front of it.</extracomment>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Slänghögen</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Lägg ut</translation>
    </message>
    <message>
        <source>Draw a card: click the stock or the discard pile</source>
        <translation>Dra ett kort: klicka på högen eller slänghögen</translation>
    </message>
    <message>
        <source>Meld or add to melds if you like, then drag a card onto the discard pile</source>
        <translation>Lägg ut eller bygg på om du vill, och dra sedan ett kort till slänghögen</translation>
    </message>
    <message>
        <source>The discard fits a meld: call Rummy! before the next player draws</source>
        <translation>Det slängda kortet passar till en kombination: ropa Rummy! innan nästa spelare drar</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Ta det översta kortet från högen</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile (you may not discard it again this turn)</source>
        <translation>Ta det översta kortet från slänghögen (du får inte slänga det igen den här turen)</translation>
    </message>
    <message>
        <source>Lay the chosen cards on the table as a meld</source>
        <translation>Lägg de valda korten på bordet som en kombination</translation>
    </message>
    <message>
        <source>Take this turn&apos;s melds and additions back into your hand</source>
        <translation>Ta turens utlägg och påbyggnader tillbaka till handen</translation>
    </message>
    <message>
        <source>Snatch the discard and add it to the meld it fits – it costs nothing</source>
        <translation>Knip det slängda kortet och lägg det till kombinationen det passar – det kostar ingenting</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>That is not a move in Rummy</source>
        <translation>Det är inget drag i Rummy</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile</source>
        <translation>Dra först ett kort: från högen eller slänghögen</translation>
    </message>
    <message>
        <source>You have drawn your card this turn</source>
        <translation>Du har redan dragit ditt kort den här turen</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>{card} is not among the cards you are melding</source>
        <translation>{card} är inte bland korten du håller på att lägga ut</translation>
    </message>
    <message>
        <source>Choose the cards of the meld first</source>
        <translation>Välj först korten till kombinationen</translation>
    </message>
    <message>
        <source>Put the cards in the Meld tray in their order, then click Meld</source>
        <translation>Lägg korten i brickan Lägg ut i sin ordning och klicka sedan på Lägg ut</translation>
    </message>
    <message>
        <source>There is no room for more melds in front of you</source>
        <translation>Det finns inte plats för fler kombinationer framför dig</translation>
    </message>
    <message>
        <source>Keep one card – you can only close by discarding</source>
        <translation>Behåll ett kort – du kan bara gå ut genom att slänga</translation>
    </message>
    <message>
        <source>Nobody may close in the first round: keep two cards</source>
        <translation>Ingen får gå ut första varvet: behåll två kort</translation>
    </message>
    <message>
        <source>You need a meld of your own before you can add to melds</source>
        <translation>Du måste själv ha en kombination innan du kan bygga på</translation>
    </message>
    <message>
        <source>There is no such meld on the table</source>
        <translation>Den kombinationen finns inte på bordet</translation>
    </message>
    <message>
        <source>Say at which end of the run the card goes</source>
        <translation>Säg i vilken ände av stegen kortet ska ligga</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the discard pile this turn</source>
        <translation>Du kan inte slänga kortet som du tog från slänghögen den här turen</translation>
    </message>
    <message>
        <source>You must lay your meld first: {meld}</source>
        <translation>Du måste först lägga ut din kombination: {meld}</translation>
    </message>
    <message>
        <source>A joker on the table cannot be taken back</source>
        <translation>En joker på bordet kan inte tas tillbaka</translation>
    </message>
    <message>
        <source>You have laid nothing this turn</source>
        <translation>Du har inte lagt ut något den här turen</translation>
    </message>
    <message>
        <source>The stock is empty: take the top discard</source>
        <translation>Högen är tom: ta det översta kortet från slänghögen</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Slänghögen är tom</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Given är slut</translation>
    </message>
    <message>
        <source>Too late – {player} has already drawn</source>
        <translation>För sent – {player} har redan dragit</translation>
    </message>
    <message>
        <source>There is no discard to call Rummy! on</source>
        <translation>Det finns inget slängt kort att ropa Rummy! på</translation>
    </message>
    <message>
        <source>You cannot call Rummy! on your own discard</source>
        <translation>Du kan inte ropa Rummy! på ditt eget kort</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dra från högen</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Ta {card}</translation>
    </message>
    <message>
        <source>Put {card} in the meld</source>
        <translation>Lägg {card} i brickan</translation>
    </message>
    <message>
        <source>Take {card} back into the hand</source>
        <translation>Ta tillbaka {card} till handen</translation>
    </message>
    <message>
        <source>Meld {cards}</source>
        <translation>Lägg ut {cards}</translation>
    </message>
    <message>
        <source>Meld {cards} – joker = {faces}</source>
        <translation>Lägg ut {cards} – joker = {faces}</translation>
    </message>
    <message>
        <source>Add {card} to {owner}&apos;s {cards}</source>
        <translation>Lägg {card} till {owner}s {cards}</translation>
    </message>
    <message>
        <source>Add {card} to {owner}&apos;s {cards} as {face}</source>
        <translation>Lägg {card} till {owner}s {cards} som {face}</translation>
    </message>
    <message>
        <source>Put {card} for the joker in {owner}&apos;s {cards}</source>
        <translation>Lägg {card} i stället för jokern i {owner}s {cards}</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Ta tillbaka</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Släng {card}</translation>
    </message>
    <message>
        <source>Rummy! {card} to {owner}&apos;s {cards}</source>
        <translation>Rummy! {card} till {owner}s {cards}</translation>
    </message>
    <message>
        <source>Rummy! {card} to {owner}&apos;s {cards} as {face}</source>
        <translation>Rummy! {card} till {owner}s {cards} som {face}</translation>
    </message>
    <message>
        <source>Rummy!</source>
        <translation>Rummy!</translation>
    </message>
    <message>
        <source>{player} closes the hand</source>
        <translation>{player} går ut</translation>
    </message>
    <message>
        <source>The stock has run out again: the hand ends without a closer</source>
        <translation>Högen är slut igen: given slutar utan att någon går ut</translation>
    </message>
    <message>
        <source>The discard pile is turned over as the new stock</source>
        <translation>Slänghögen vänds och blir den nya högen</translation>
    </message>
    <message>
        <source>Hand {number} is scored</source>
        <translation>Giv {number} är räknad</translation>
    </message>
    <message>
        <source>{seat} wins the game</source>
        <translation>{seat} vinner spelet</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delad seger: {seats}</translation>
    </message>
    <message>
        <source>Hand {number}: {player} closed (&quot;lukket&quot;)</source>
        <translation>Giv {number}: {player} gick ut</translation>
    </message>
    <message>
        <source>Hand {number}: no closer</source>
        <translation>Giv {number}: ingen gick ut</translation>
    </message>
    <message>
        <source>Table {table}, game to {target} – {dealer} deals</source>
        <translation>Tabell {table}, spel till {target} – {dealer} ger</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>{file} cannot be read: it is not a kortbord save.</source>
        <extracomment>The largest save read, in bytes (a genuine 9,000-move match is about 150 kB). The most moves a save may hold (a long genuine match has about 9,000). The longest text of one move (the longest seen in play is about 40 characters). Seeds are 64-bit numbers (the command line also takes negative ones).</extracomment>
        <translation>{file} kan inte läsas: det är inte ett sparat kortbord-spel.</translation>
    </message>
    <message>
        <source>{file} is not a kortbord save.</source>
        <translation>{file} är inte ett sparat kortbord-spel.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of kortbord and cannot be opened.</source>
        <translation>{file} sparades med en nyare version av kortbord och kan inte öppnas.</translation>
    </message>
    <message>
        <source>{file} is a game of “{game}”, which this version of kortbord does not have.</source>
        <translation>{file} är ett parti ”{game}”, som den här versionen av kortbord inte har.</translation>
    </message>
    <message>
        <source>{file} is damaged ({detail}).</source>
        <translation>{file} är skadad ({detail}).</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} (“{move}”) cannot be read.</source>
        <translation>{file} är skadad: drag {number} (”{move}”) kan inte läsas.</translation>
    </message>
    <message>
        <source>{file} has been changed: move {number} (“{move}”) is not allowed there. {reason}</source>
        <translation>{file} har ändrats: drag {number} (”{move}”) är inte tillåtet där. {reason}</translation>
    </message>
    <message>
        <source>{file} has been changed: the cards on the table do not match the moves played.</source>
        <translation>{file} har ändrats: korten på bordet stämmer inte med de spelade dragen.</translation>
    </message>
    <message>
        <source>{file} cannot be opened ({detail}).</source>
        <translation>{file} kan inte öppnas ({detail}).</translation>
    </message>
    <message>
        <source>{file} is not an ordinary file, so it cannot be a kortbord save.</source>
        <translation>{file} är inte en vanlig fil, så det kan inte vara ett sparat kortbord-spel.</translation>
    </message>
    <message>
        <source>{file} is far too large to be a kortbord save ({size} MB).</source>
        <translation>{file} är alldeles för stor för att vara ett sparat kortbord-spel ({size} MB).</translation>
    </message>
    <message>
        <source>{file} has been changed outside kortbord, so the game in it cannot be trusted.</source>
        <translation>{file} har ändrats utanför kortbord, så spelet i den går inte att lita på.</translation>
    </message>
    <message>
        <source>The game could not be saved in {file} ({detail}).</source>
        <translation>Spelet kunde inte sparas i {file} ({detail}).</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>Hand {n}</source>
        <extracomment>Short row labels shared by the games.</extracomment>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Omgång {n}</translation>
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
        <translation>Vem får säga bluff</translation>
    </message>
    <message>
        <source>Only the next player, or anybody, may call Snyd on the card just played (R5, A1).</source>
        <translation>Bara nästa spelare, eller vem som helst, får säga bluff om kortet som just lagts (R5, A1).</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>Nästa spelare</translation>
    </message>
    <message>
        <source>Anybody</source>
        <translation>Vem som helst</translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation>Straffkort</translation>
    </message>
    <message>
        <source>Cards the loser of a call takes from the stock (R5, A10).</source>
        <translation>Så många kort tar den som förlorar ett bluffrop från högen (R5, A10).</translation>
    </message>
    <message>
        <source>Most cards to take instead of playing</source>
        <translation>Högst antal kort att ta i stället för att lägga</translation>
    </message>
    <message>
        <source>A player may take up to this many cards instead of playing (R4, A10).</source>
        <translation>En spelare får ta upp till så många kort i stället för att lägga ett (R4, A10).</translation>
    </message>
    <message>
        <source>Play after taking cards</source>
        <translation>Lägg ett kort efter att ha tagit</translation>
    </message>
    <message>
        <source>After taking cards a player may still play one card (R4, A4).</source>
        <translation>När man har tagit kort får man ändå lägga ett kort (R4, A4).</translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation>Kort till varje spelare</translation>
    </message>
    <message>
        <source>How many cards each player gets in the deal (D1, A10).</source>
        <translation>Hur många kort varje spelare får i given (D1, A10).</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Spela om placeringar</translation>
    </message>
    <message>
        <source>Play on until one player is left and record the finishing order (S3).</source>
        <translation>Spela vidare tills bara en spelare är kvar och skriv upp ordningen (S3).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Traven</translation>
    </message>
    <message>
        <source>Drag a card face down onto the pile, or click the stock to take cards instead</source>
        <translation>Dra ett kort med baksidan upp till traven, eller klicka på högen för att ta kort i stället</translation>
    </message>
    <message>
        <source>Call Snyd! if you doubt {player}&apos;s claim – or take your turn</source>
        <translation>Säg Bluff! om du inte tror på {player} – eller ta din tur</translation>
    </message>
    <message>
        <source>Say what your card is: pick a claim</source>
        <translation>Säg vilket kort det är: välj ett kort</translation>
    </message>
    <message>
        <source>Take another card, or click Done</source>
        <translation>Ta ett kort till, eller klicka på Klar</translation>
    </message>
    <message>
        <source>Take another card, play a card face down, or click Done</source>
        <translation>Ta ett kort till, lägg ett kort med baksidan upp, eller klicka på Klar</translation>
    </message>
    <message>
        <source>Call Snyd! now if you doubt {player}&apos;s claim</source>
        <translation>Säg Bluff! nu om du inte tror på {player}</translation>
    </message>
    <message>
        <source>Put the card face down on the pile; then say what it is</source>
        <translation>Lägg kortet med baksidan upp på traven och säg sedan vad det är</translation>
    </message>
    <message>
        <source>Say your card is this one – true or not; the next player may check</source>
        <translation>Säg att ditt kort är det här – sant eller inte; nästa spelare får kolla</translation>
    </message>
    <message>
        <source>Take the card back into your hand and choose again</source>
        <translation>Ta tillbaka kortet till handen och välj igen</translation>
    </message>
    <message>
        <source>Take the top card of the stock instead of playing</source>
        <translation>Ta översta kortet från högen i stället för att lägga</translation>
    </message>
    <message>
        <source>Stop taking cards; your turn ends</source>
        <translation>Sluta ta kort; din tur är slut</translation>
    </message>
    <message>
        <source>Turn the card just played: if it is not what was said, its owner takes it back and the penalty cards – if it is, you take them</source>
        <translation>Vänd kortet som just lagts: är det inte det som sades, tar ägaren tillbaka det och straffkorten – är det det, tar du dem</translation>
    </message>
    <message>
        <source>The truth: this is the card you put down</source>
        <extracomment>The tooltip of the claim that is the card really put down.</extracomment>
        <translation>Sanningen: det är kortet du lade</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <extracomment>Claims and calls kept for the score panel&apos;s log.</extracomment>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>That is not a move in Snyd</source>
        <translation>Det är inget drag i Snyd</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>Play one card at a time</source>
        <translation>Lägg ett kort i taget</translation>
    </message>
    <message>
        <source>Say what your card is first</source>
        <translation>Säg först vilket kort det är</translation>
    </message>
    <message>
        <source>Put a card face down on the pile first</source>
        <translation>Lägg först ett kort med baksidan upp på traven</translation>
    </message>
    <message>
        <source>Your claim must be {suit} or a {rank}</source>
        <translation>Du måste säga ett kort i {suit} eller en {rank}</translation>
    </message>
    <message>
        <source>Your claim must be {suit} or an ace</source>
        <translation>Du måste säga ett kort i {suit} eller ett ess</translation>
    </message>
    <message>
        <source>Claim a card such as 10♦</source>
        <translation>Säg ett kort, t.ex. 10♦</translation>
    </message>
    <message>
        <source>There is no card to take: play a card</source>
        <translation>Det finns inga kort att ta: lägg ett kort</translation>
    </message>
    <message>
        <source>You may take at most {count} cards</source>
        <translation>Du får ta högst {count} kort</translation>
    </message>
    <message>
        <source>You took cards instead of playing: take another or click Done</source>
        <translation>Du har tagit kort i stället för att lägga: ta ett till eller klicka på Klar</translation>
    </message>
    <message>
        <source>You stop only after taking a card</source>
        <translation>Du kan sluta först när du har tagit ett kort</translation>
    </message>
    <message>
        <source>Only {player}, the next player, may call snyd</source>
        <translation>Bara {player}, nästa spelare, får säga bluff</translation>
    </message>
    <message>
        <source>{player}&apos;s card can no longer be checked</source>
        <translation>{player}s kort kan inte längre kollas</translation>
    </message>
    <message>
        <source>There is no card to call snyd on</source>
        <translation>Det finns inget kort att säga bluff om</translation>
    </message>
    <message>
        <source>You cannot call snyd on your own card</source>
        <translation>Du kan inte säga bluff om ditt eget kort</translation>
    </message>
    <message>
        <source>Put a card face down</source>
        <translation>Lägg ett kort med baksidan upp</translation>
    </message>
    <message>
        <source>Say {claim}</source>
        <translation>Säg {claim}</translation>
    </message>
    <message>
        <source>Take the card back</source>
        <translation>Ta tillbaka kortet</translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation>Ta ett kort</translation>
    </message>
    <message>
        <source>Take another</source>
        <translation>Ta ett till</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Snyd!</source>
        <translation>Bluff!</translation>
    </message>
    <message>
        <source>{player} says {claim}</source>
        <translation>{player} säger {claim}</translation>
    </message>
    <message>
        <source>{player} took {count} cards instead of playing</source>
        <translation>{player} tog {count} kort i stället för att lägga</translation>
    </message>
    <message>
        <source>{player} told the truth: {claim} – {caller} takes {count} cards</source>
        <translation>{player} talade sanning: {claim} – {caller} tar {count} kort</translation>
    </message>
    <message>
        <source>{player} told the truth: {claim} – the last card stands</source>
        <translation>{player} talade sanning: {claim} – sista kortet ligger kvar</translation>
    </message>
    <message>
        <source>{player} lied: {card}, not {claim} – {player} takes the card back and {count} more</source>
        <translation>{player} bluffade: {card}, inte {claim} – {player} tar tillbaka kortet och {count} till</translation>
    </message>
    <message>
        <source>The pile but its top card becomes the new stock</source>
        <translation>Traven utom översta kortet blir den nya högen</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinner spelet</translation>
    </message>
    <message>
        <source>{player} is out in place {place}</source>
        <translation>{player} går ut som nummer {place}</translation>
    </message>
    <message>
        <source>Game won</source>
        <translation>Vunnet spel</translation>
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
        <translation>{player} sa {claim}</translation>
    </message>
    <message>
        <source>{player} said {claim} – called: true</source>
        <translation>{player} sa {claim} – synad: det var sant</translation>
    </message>
    <message>
        <source>{player} said {claim} – called: a lie</source>
        <translation>{player} sa {claim} – synad: det var lögn</translation>
    </message>
</context>
<context>
    <name>spar_dame</name>
    <message>
        <source>Cards passed to the left</source>
        <translation>Kort skickade till vänster</translation>
    </message>
    <message>
        <source>Taking everything scores</source>
        <translation>Att ta allt ger</translation>
    </message>
    <message>
        <source>0 for the taker</source>
        <translation>0 till den som tar allt</translation>
    </message>
    <message>
        <source>−100 for the taker</source>
        <translation>−100 till den som tar allt</translation>
    </message>
    <message>
        <source>Six players</source>
        <translation>Sex spelare</translation>
    </message>
    <message>
        <source>Remove 2♦ 2♣ 3♦ 3♣ (8 cards each)</source>
        <translation>Ta bort 2♦ 2♣ 3♦ 3♣ (8 kort var)</translation>
    </message>
    <message>
        <source>36 cards (6 each)</source>
        <translation>36 kort (6 var)</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Spelet slutar vid</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>Du måste följa färg ({suit})</translation>
    </message>
    <message>
        <source>Pass {count} cards to the left first</source>
        <translation>Skicka först {count} kort till vänster</translation>
    </message>
    <message>
        <source>You have passed your cards</source>
        <translation>Du har skickat dina kort</translation>
    </message>
    <message>
        <source>Pass one card of your hand at a time</source>
        <translation>Skicka ett kort från handen i taget</translation>
    </message>
    <message>
        <source>Cards are not passed now</source>
        <translation>Inga kort skickas vidare nu</translation>
    </message>
    <message>
        <source>Pass {card} to the left</source>
        <translation>Skicka {card} till vänster</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spela {card}</translation>
    </message>
    <message>
        <source>{seat} took everything – everyone else +200</source>
        <translation>{seat} tog allt – alla andra +200</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Giv {hand}</translation>
    </message>
    <message>
        <source>Hand {hand}: {seat} took everything</source>
        <translation>Giv {hand}: {seat} tog allt</translation>
    </message>
    <message>
        <source>Hand {hand} – game ends at {target}</source>
        <translation>Giv {hand} – spelet slutar vid {target}</translation>
    </message>
    <message>
        <source>Hand {hand}: pass {count} cards to the left</source>
        <translation>Giv {hand}: skicka {count} kort till vänster</translation>
    </message>
    <message>
        <source>{seat} wins with the fewest points</source>
        <translation>{seat} vinner med minst poäng</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delad seger: {seats}</translation>
    </message>
    <message>
        <source>Pass to the left</source>
        <translation>Skicka till vänster</translation>
    </message>
    <message>
        <source>Pass cards to the player on your left: drag them onto the pass spot</source>
        <translation>Skicka kort till spelaren till vänster: dra dem till platsen för korten</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can, and keep away from the queen of spades and hearts</source>
        <translation>Spela ett kort: bekänn färg om du kan, och håll dig undan spader dam och hjärter</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Pass the mouse to {name}</source>
        <translation>Lämna över musen till {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Jag är {name}: visa mina kort</translation>
    </message>
    <message>
        <source>There is nothing to do just now.</source>
        <extracomment>The round summary goes by itself after this long at speed 1 (ms). A player out of the game: his nameplate greyed (a game&apos;s ``out_seats``). Cards just arrived in the own hand (a game&apos;s ``ARRIVALS``) keep a soft rim this long (ms). The player chose how his hand is sorted: &quot;suit&quot; or &quot;rank&quot; (the window remembers it). A move was applied: (move, the state before it, its full events). How the own hand is sorted: &quot;suit&quot; (the game&apos;s order) or &quot;rank&quot; (``rank_order``). Bid cards are being turned one by one: nobody acts until all are seen. Cards just arrived in the own hand (rimmed until the timer ends). A move of the game&apos;s ``CONFIRM`` verbs waiting for the Confirm button. Whether the game&apos;s ``assist`` cards are pointed out (the user&apos;s setting). The seat the last view showed as losing its turn (a &quot;Skip&quot; stamp marks a new one). The Last trick / Played cards buttons and panels. The game&apos;s nudge: the expected move hinted after a while on the human&apos;s turn. Computer seats&apos; timed window moves (the Gris race) on the table&apos;s clock. A joined PC&apos;s table: the human&apos;s moves go here (to the host) instead of being applied.</extracomment>
        <translation>Det finns inget att göra just nu.</translation>
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
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>click cards on the table to choose them, then drag a card from your hand there.</source>
        <translation>klicka på kort på bordet för att välja dem, och dra sedan ett kort från din hand dit.</translation>
    </message>
    <message>
        <source>Waiting for {names}…</source>
        <translation>Väntar på {names}…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tänker…</translation>
    </message>
    <message>
        <source>Winner!</source>
        <translation>Vinnare!</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Står över</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tips: {move}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <extracomment>The last trick of the deal, once one is done. The winning card to mark with the next table update (the trick just taken). The panel shown over the table and how to show it again (a language switch).</extracomment>
        <translation>Senaste sticket</translation>
    </message>
    <message>
        <source>Show the last trick again: who played what, and who won it</source>
        <translation>Visa senaste sticket igen: vem lade vad, och vem tog det</translation>
    </message>
    <message>
        <source>Played cards</source>
        <translation>Spelade kort</translation>
    </message>
    <message>
        <source>The cards played so far in this deal</source>
        <translation>Korten som spelats hittills i den här given</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Inget stick har spelats än.</translation>
    </message>
    <message>
        <source>Latest moves</source>
        <extracomment>The label parameter naming a row&apos;s item within its section. The section mark of a tally line (not a round). The winners&apos; mark in the sheet&apos;s header, and their totals&apos; background. The leaders&apos; totals while the game runs: a pale gold background. The panel&apos;s narrowest width: four players&apos; figures and a short label (px). The narrowest score column and the label column&apos;s least share (px). Room beside a figure in its cell (px). The names over the score columns shrink down to this share of the font to fit (then &quot;…&quot;). The game&apos;s log of the last few events (Snyd&apos;s claims and calls, its ``score_log``). The totals, pinned under the rounds (they never scroll away). The open section (a round shown item by item) and what was shown last.</extracomment>
        <translation>Senaste dragen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(givare)</translation>
    </message>
    <message>
        <source>(forehand)</source>
        <translation>(förhand)</translation>
    </message>
    <message>
        <source>Target: {n}</source>
        <translation>Mål: {n}</translation>
    </message>
    <message>
        <source>lowest score wins</source>
        <translation>lägst poäng vinner</translation>
    </message>
    <message>
        <source>In the lead</source>
        <translation>Leder</translation>
    </message>
    <message>
        <source>This round</source>
        <extracomment>Points won in the summary: gold on the dark card. Above the cards, tags, stamps and speech bubbles. The summary&apos;s text height, in card widths (and never below this many pixels). A zone tag named ``seat/N`` lies beside seat N&apos;s nameplate (Rödskägg&apos;s scores). How far the own playable cards may stand above their hand (card heights). A large zone tag&apos;s height, in card widths. Cards in a panel (the last trick), in card widths. Zone tags this many times their normal size (a game&apos;s ``TAG_SCALE``: Rödskägg&apos;s scores). Zone patterns whose tags are large, above the zone (the game&apos;s ``LARGE_TAGS``). One item over the middle of the table (the end-of-round summary), or None. Items taken off the table, kept alive until the event that removed them is over.</extracomment>
        <translation>Denna omgång</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>(target {n})</source>
        <translation>(mål {n})</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 stick</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stick</translation>
    </message>
    <message>
        <source>Last trick – {name} won it</source>
        <translation>Senaste sticket – {name} tog det</translation>
    </message>
    <message>
        <source>Click to continue</source>
        <translation>Klicka för att fortsätta</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vinnare: {names}</translation>
    </message>
    <message>
        <source>{suit} asked for</source>
        <extracomment>Tags lie above the cards of their zone, stamps and the arrow above every card at rest. Tags are never lower than this (px): older eyes read them too. A stamp is turned a little, as if pressed on by hand (degrees).</extracomment>
        <translation>{suit} önskad</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <extracomment>Above every card at rest and the tags, below overlays.</extracomment>
        <translation>Kort med baksidan upp</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>{card}, chosen</source>
        <extracomment>The focused stop, and the card taken up (while choosing where it goes).</extracomment>
        <translation>{card}, vald</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}s hand</translation>
    </message>
    <message>
        <source>{name}&apos;s place in the trick</source>
        <translation>{name}s plats i sticket</translation>
    </message>
    <message>
        <source>{name}&apos;s tricks</source>
        <translation>{name}s stick</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <source>Arrow keys choose a card, Enter or Space plays it, Escape puts it back, Tab goes to the buttons.</source>
        <translation>Piltangenterna väljer ett kort, Enter eller blanksteg spelar det, Escape lägger tillbaka det, Tab går till knapparna.</translation>
    </message>
    <message>
        <source>Laid away</source>
        <extracomment>The cards&apos; size (of the last trick&apos;s) and where forehand&apos;s discards lie during the deal.</extracomment>
        <translation>Lagt undan</translation>
    </message>
    <message>
        <source>Cards played in this deal</source>
        <translation>Spelade kort i den här given</translation>
    </message>
    <message>
        <source>Shown</source>
        <extracomment>Above the nameplates, below tags and stamps. The strips&apos; labels (translated when drawn, so a language switch shows at once).</extracomment>
        <translation>Visat</translation>
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
        <translation>Bekräfta</translation>
    </message>
    <message>
        <source>Make the choice selected in the grid</source>
        <translation>Välj det markerade kortet</translation>
    </message>
    <message>
        <source>Put the card down for good; until then you may drag it back.</source>
        <translation>Lägg kortet för gott; till dess kan du dra tillbaka det.</translation>
    </message>
    <message>
        <source>Click Confirm, or drag the card back to your hand to choose another.</source>
        <translation>Klicka på Bekräfta, eller dra tillbaka kortet till handen för att välja ett annat.</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>{file} cannot be found.</source>
        <extracomment>Width / height of the card place on the table (our decks: 240 x 336). Largest deck file we read (after unpacking an SVGZ). Element key of a foreign deck&apos;s own back (our backs are ``BACK_IDS``).</extracomment>
        <translation>{file} kan inte hittas.</translation>
    </message>
    <message>
        <source>{file} cannot be read ({detail}).</source>
        <translation>{file} kan inte läsas ({detail}).</translation>
    </message>
    <message>
        <source>{file} is too large for a card deck (more than {limit} MB).</source>
        <translation>{file} är för stor för en kortlek (mer än {limit} MB).</translation>
    </message>
    <message>
        <source>{file} is not an SVG image, or it is damaged.</source>
        <translation>{file} är inte en SVG-bild, eller så är den skadad.</translation>
    </message>
    <message>
        <source>{file} is not a card deck: it has no cards named like a KDE deck (1_club, queen_heart) or an aisleriot theme (club_1, heart_queen).</source>
        <translation>{file} är inte en kortlek: den har inga kort med namn som en KDE-kortlek (1_club, queen_heart) eller ett aisleriot-tema (club_1, heart_queen).</translation>
    </message>
    <message>
        <source>{file} lacks {count} of the 52 cards (for example {example}).</source>
        <translation>{file} saknar {count} av de 52 korten (till exempel {example}).</translation>
    </message>
    <message>
        <source>The cards of {file} are not upright playing cards ({width} x {height}).</source>
        <translation>Korten i {file} är inte stående spelkort ({width} x {height}).</translation>
    </message>
    <message>
        <source>{file} names no SVG file of a card deck.</source>
        <translation>{file} anger ingen SVG-fil med en kortlek.</translation>
    </message>
    <message>
        <source>Standard (A K Q J)</source>
        <extracomment>Built-in decks by the letters on their court cards and aces (``look/deck``).</extracomment>
        <translation>Standard (A K Q J)</translation>
    </message>
    <message>
        <source>Danish (E K D B)</source>
        <translation>Danska (E K D B)</translation>
    </message>
    <message>
        <source>Swedish (E K D Kn)</source>
        <translation>Svenska (E K D Kn)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>``look/deck`` value for the deck file in ``look/extra_deck_path``. ``look/back`` value for a foreign deck&apos;s own back (else one of ``BACK_IDS``).</extracomment>
        <translation>Röd</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grön</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Kortlekens egen baksida</translation>
    </message>
</context>
<context>
    <name>thirtyone</name>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>Count rounds won, or play with lives: the lowest hand loses a life, the last player left wins (S1, S2).</source>
        <translation>Räkna vunna rundor, eller spela med liv: lägsta handen förlorar ett liv, och den som är kvar sist vinner (S1, S2).</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Vunna rundor</translation>
    </message>
    <message>
        <source>Lives</source>
        <translation>Liv</translation>
    </message>
    <message>
        <source>Rounds to win the game</source>
        <translation>Rundor för att vinna spelet</translation>
    </message>
    <message>
        <source>With rounds won: the first to win this many rounds wins the game (S1).</source>
        <translation>Med vunna rundor: den som först vinner så många rundor vinner spelet (S1).</translation>
    </message>
    <message>
        <source>With lives: how many lives each player starts with (S2).</source>
        <translation>Med liv: hur många liv varje spelare börjar med (S2).</translation>
    </message>
    <message>
        <source>Lives lost by a knocker who is lowest</source>
        <translation>Liv som den som knackade förlorar som lägst</translation>
    </message>
    <message>
        <source>With lives: a knocker who alone has the lowest hand loses this many lives (S2).</source>
        <translation>Med liv: den som knackade och ensam har lägst hand förlorar så många liv (S2).</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <source>Three cards of one rank count nothing special, 30, or 30½ (beats 30, loses to 31) (A4).</source>
        <translation>Tre kort av samma valör räknas inte särskilt, som 30 eller som 30½ (slår 30, förlorar mot 31) (A4).</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Inget särskilt</translation>
    </message>
    <message>
        <source>When you knock</source>
        <translation>När man knackar</translation>
    </message>
    <message>
        <source>Knock instead of your turn, or after drawing and discarding (A1).</source>
        <translation>Knacka i stället för sin tur, eller efter att ha tagit och slängt ett kort (A1).</translation>
    </message>
    <message>
        <source>Instead of the turn</source>
        <translation>I stället för turen</translation>
    </message>
    <message>
        <source>After discarding</source>
        <translation>Efter att ha slängt</translation>
    </message>
    <message>
        <source>A dealt 31</source>
        <translation>31 direkt i given</translation>
    </message>
    <message>
        <source>A 31 in the dealt cards is shown at its holder&apos;s first turn, or at once after the deal (A9).</source>
        <translation>En 31:a i de utdelade korten visas på innehavarens första tur eller direkt efter given (A9).</translation>
    </message>
    <message>
        <source>On the holder&apos;s turn</source>
        <translation>På innehavarens tur</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>När talongen tar slut</translation>
    </message>
    <message>
        <source>Shuffle the discard pile under its top card into a new stock, or show the hands at once (R6, A6).</source>
        <translation>Blanda slänghögen under det översta kortet till en ny talong, eller visa händerna direkt (R6, A6).</translation>
    </message>
    <message>
        <source>Reshuffle the pile</source>
        <translation>Blanda slänghögen</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Korten visas</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talongen</translation>
    </message>
    <message>
        <source>Take the top card of the stock or of the discard pile</source>
        <extracomment>By ``State.prompt_key``: the phase, refined by what the seat may do in it.</extracomment>
        <translation>Ta översta kortet från talongen eller från slänghögen</translation>
    </message>
    <message>
        <source>Take a card from the stock or the discard pile – or knock if your hand is good</source>
        <translation>Ta ett kort från talongen eller slänghögen – eller knacka om din hand är bra</translation>
    </message>
    <message>
        <source>{player} has knocked: this is your last turn, take a card</source>
        <translation>{player} har knackat: det här är din sista tur, ta ett kort</translation>
    </message>
    <message>
        <source>Put one card on the discard pile and keep the best three</source>
        <translation>Släng ett kort på slänghögen och behåll de tre bästa</translation>
    </message>
    <message>
        <source>Put one card on the discard pile – and knock with it if your hand is good</source>
        <translation>Släng ett kort på slänghögen – och knacka samtidigt om din hand är bra</translation>
    </message>
    <message>
        <source>The round is over: deal the next one</source>
        <translation>Rundan är slut: ge till nästa</translation>
    </message>
    <message>
        <source>Take the top card of the face-down stock</source>
        <translation>Ta översta kortet från talongen med baksidan upp</translation>
    </message>
    <message>
        <source>Take the face-up card; you may not throw it back this turn</source>
        <translation>Ta kortet som ligger med framsidan upp; du får inte slänga det igen den här turen</translation>
    </message>
    <message>
        <source>Keep your cards: everybody else has one more turn, then the highest hand wins</source>
        <translation>Behåll dina kort: alla andra får en tur till, sedan vinner den högsta handen</translation>
    </message>
    <message>
        <source>Shuffle and deal three cards to each player</source>
        <translation>Blanda och ge tre kort till varje spelare</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>That is not a move in 31</source>
        <translation>Det är inget drag i 31</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>First take a card from the stock or the discard pile</source>
        <translation>Ta först ett kort från talongen eller slänghögen</translation>
    </message>
    <message>
        <source>You have four cards: put one on the discard pile</source>
        <translation>Du har fyra kort: släng ett på slänghögen</translation>
    </message>
    <message>
        <source>You cannot discard the card you have just taken</source>
        <translation>Du kan inte slänga kortet du just har tagit</translation>
    </message>
    <message>
        <source>No knocking in the first round</source>
        <translation>Man får inte knacka under första varvet</translation>
    </message>
    <message>
        <source>Somebody has already knocked</source>
        <translation>Någon har redan knackat</translation>
    </message>
    <message>
        <source>You knock at the start of your turn, instead of drawing</source>
        <translation>Man knackar i början av sin tur, i stället för att ta ett kort</translation>
    </message>
    <message>
        <source>You knock as you discard: drop a card and choose to knock</source>
        <translation>Man knackar när man slänger: lägg ett kort och välj att knacka</translation>
    </message>
    <message>
        <source>The cards are dealt when the round is over</source>
        <translation>Korten ges när rundan är slut</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dra från talongen</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Ta {card}</translation>
    </message>
    <message>
        <source>Take from the discard pile</source>
        <translation>Ta från slänghögen</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Släng {card}</translation>
    </message>
    <message>
        <source>Discard {card} and knock</source>
        <translation>Släng {card} och knacka</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knacka</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Ge nästa runda</translation>
    </message>
    <message>
        <source>Knock, knock!</source>
        <translation>Knack, knack!</translation>
    </message>
    <message>
        <source>{player} knocks: everybody else has one more turn</source>
        <translation>{player} knackar: alla andra får en tur till</translation>
    </message>
    <message>
        <source>31!</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>{player} has 31 and wins the round</source>
        <translation>{player} har 31 och vinner rundan</translation>
    </message>
    <message>
        <source>{player} wins the round with {value}</source>
        <translation>{player} vinner rundan med {value}</translation>
    </message>
    <message>
        <source>The stock is empty: everybody shows</source>
        <translation>Talongen är slut: alla visar sina kort</translation>
    </message>
    <message>
        <source>The discard pile becomes the new stock</source>
        <translation>Slänghögen blir den nya talongen</translation>
    </message>
    <message>
        <source>{player} loses a life</source>
        <translation>{player} förlorar ett liv</translation>
    </message>
    <message>
        <source>{player} loses {count} lives</source>
        <translation>{player} förlorar {count} liv</translation>
    </message>
    <message>
        <source>{player} is out</source>
        <translation>{player} är ute</translation>
    </message>
    <message>
        <source>Nobody would be left: the best stay in with one life</source>
        <translation>Då skulle ingen vara kvar: de bästa stannar kvar med ett liv</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runda {number}</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinner spelet</translation>
    </message>
    <message>
        <source>Lives at the start</source>
        <translation>Liv från start</translation>
    </message>
    <message>
        <source>Round {number} · {dealer} deals</source>
        <translation>Runda {number} · {dealer} ger</translation>
    </message>
    <message>
        <source>Round {number} · {dealer} deals · {knocker} has knocked</source>
        <translation>Runda {number} · {dealer} ger · {knocker} har knackat</translation>
    </message>
    <message>
        <source>{value} in {suit}</source>
        <translation>{value} i {suit}</translation>
    </message>
    <message>
        <source>{value}: three of a kind</source>
        <translation>{value}: tretal</translation>
    </message>
    <message>
        <source>Best three: {hand}</source>
        <translation>Bästa tre: {hand}</translation>
    </message>
    <message>
        <source>✊ Knocked</source>
        <translation>✊ Har knackat</translation>
    </message>
    <message>
        <source>✊ {hand}</source>
        <translation>✊ {hand}</translation>
    </message>
    <message>
        <source>★ {hand} – wins</source>
        <translation>★ {hand} – vinner</translation>
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
        <translation>Spelets längd</translation>
    </message>
    <message>
        <source>Each contract once per player (12 deals) or three times (Tribello, 36 deals).</source>
        <translation>Varje spel en gång per spelare (12 giv) eller tre gånger (Tribello, 36 giv).</translation>
    </message>
    <message>
        <source>Each contract once (12 deals)</source>
        <translation>Varje spel en gång (12 giv)</translation>
    </message>
    <message>
        <source>Tribello: each contract three times (36 deals)</source>
        <translation>Tribello: varje spel tre gånger (36 giv)</translation>
    </message>
    <message>
        <source>Forehand chooses the contract</source>
        <translation>Förhand väljer spel</translation>
    </message>
    <message>
        <source>After seeing only the four open cards, or after seeing his own 16 cards as well (A3).</source>
        <translation>Efter att bara ha sett de fyra öppna korten, eller efter att också ha sett sina egna 16 kort (A3).</translation>
    </message>
    <message>
        <source>On the four open cards</source>
        <translation>Utifrån de fyra öppna korten</translation>
    </message>
    <message>
        <source>After seeing his hand</source>
        <translation>Efter att ha sett sin hand</translation>
    </message>
    <message>
        <source>Valfri trumf may be spades</source>
        <translation>Valfri trumf får vara spader</translation>
    </message>
    <message>
        <source>Spades may also be named under Valfri trumf (A4).</source>
        <translation>Spader får också väljas vid Valfri trumf (A4).</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>On</source>
        <translation>På</translation>
    </message>
    <message>
        <source>Open cards / discards</source>
        <translation>Öppna kort / sakade</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <extracomment>``Phase`` members as module names: read off the enum class, a member is slow in Python 3.11 (see ``engine.events``).</extracomment>
        <translation>Du måste bekänna färg: du har {suit}</translation>
    </message>
    <message>
        <source>Wait: it is {seat}&apos;s turn</source>
        <translation>Vänta: det är {seat}s tur</translation>
    </message>
    <message>
        <source>Take up the four open cards first</source>
        <translation>Ta först upp de fyra öppna korten</translation>
    </message>
    <message>
        <source>Discard 4 cards first</source>
        <translation>Saka först 4 kort</translation>
    </message>
    <message>
        <source>Four cards lie on the discard pile: take one back first</source>
        <translation>Fyra kort ligger redan sakade: ta först tillbaka ett</translation>
    </message>
    <message>
        <source>{card} is not among your discards</source>
        <translation>{card} är inte bland dina sakade kort</translation>
    </message>
    <message>
        <source>Discard exactly 4 cards ({count} on the discard pile)</source>
        <translation>Saka exakt 4 kort ({count} ligger sakade)</translation>
    </message>
    <message>
        <source>The exchange is over</source>
        <translation>Bytet är klart</translation>
    </message>
    <message>
        <source>Take the open cards</source>
        <translation>Ta de öppna korten</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Saka {card}</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Ta tillbaka {card}</translation>
    </message>
    <message>
        <source>Saka 4</source>
        <translation>Saka 4</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spela {card}</translation>
    </message>
    <message>
        <source>{seat} takes the open cards</source>
        <translation>{seat} tar de öppna korten</translation>
    </message>
    <message>
        <source>{seat} has discarded 4 cards</source>
        <translation>{seat} har sakat 4 kort</translation>
    </message>
    <message>
        <source>{seat}&apos;s discards</source>
        <translation>{seat}s sakade kort</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} vinner</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Delad seger: {seats}</translation>
    </message>
    <message>
        <source>You have already played {contract}</source>
        <translation>Du har redan spelat {contract}</translation>
    </message>
    <message>
        <source>Valfri trumf may be ♥, ♦ or ♣</source>
        <translation>Valfri trumf får vara ♥, ♦ eller ♣</translation>
    </message>
    <message>
        <source>Choose Spel, Pass, Spader trumf or Valfri trumf</source>
        <translation>Välj Spel, Pass, Spader trumf eller Valfri trumf</translation>
    </message>
    <message>
        <source>Forehand chooses the contract first</source>
        <translation>Först väljer förhand spel</translation>
    </message>
    <message>
        <source>{seat}: {contract}</source>
        <translation>{seat}: {contract}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals}: {contract}, forehand {seat}</source>
        <translation>Giv {deal} av {deals}: {contract}, förhand {seat}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals}: {seat} chooses the contract</source>
        <translation>Giv {deal} av {deals}: {seat} väljer spel</translation>
    </message>
    <message>
        <source>Deal {deal}: {contract}, forehand {seat}</source>
        <translation>Giv {deal}: {contract}, förhand {seat}</translation>
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
        <translation>Välj kontraktet för den här given</translation>
    </message>
    <message>
        <source>Take up the four open cards</source>
        <translation>Ta upp de fyra öppna korten</translation>
    </message>
    <message>
        <source>Discard 4 cards: drag them onto the discard pile, then press Saka 4</source>
        <translation>Saka 4 kort: dra dem till sakhögen och tryck sedan på Saka 4</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spela ett kort: bekänn färg om du kan</translation>
    </message>
    <message>
        <source>No trumps: take as many tricks as you can</source>
        <translation>Utan trumf: ta så många stick du kan</translation>
    </message>
    <message>
        <source>No trumps: take as few tricks as you can</source>
        <translation>Utan trumf: ta så få stick du kan</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Spader är trumf</translation>
    </message>
    <message>
        <source>Trumps in the suit you name (not spades)</source>
        <translation>Trumf i den färg du väljer (inte spader)</translation>
    </message>
    <message>
        <source>The four open cards go to your hand; then you lay four cards away</source>
        <translation>De fyra öppna korten går till din hand; sedan sakar du fyra kort</translation>
    </message>
    <message>
        <source>The four cards on the discard pile are out of play for this deal</source>
        <translation>De fyra sakade korten är ur spel i den här given</translation>
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
        <translation>{contract} – {seat}: högst {first} {a} · {second} {b} · {third} {c}</translation>
    </message>
</context>
<context>
    <name>twentynine</name>
    <message>
        <source>A pile that never reaches 29</source>
        <translation>En hög som aldrig når 29</translation>
    </message>
    <message>
        <source>When nobody can play, the unfinished pile goes to nobody, or to the player who laid its last card (A4).</source>
        <translation>När ingen kan lägga går den ofärdiga högen till ingen – eller till den som lade det sista kortet (A4).</translation>
    </message>
    <message>
        <source>Nobody gets it</source>
        <translation>Ingen får den</translation>
    </message>
    <message>
        <source>The last player takes it</source>
        <translation>Den som lade sist tar den</translation>
    </message>
    <message>
        <source>Play in pairs (4 players)</source>
        <translation>Spela två och två (4 spelare)</translation>
    </message>
    <message>
        <source>With 4 players, partners sitting opposite add their cards together (S3); with 3 or 5 players everybody plays alone.</source>
        <translation>Med 4 spelare lägger partnerna, som sitter mitt emot varandra, ihop sina kort (S3); med 3 eller 5 spelare spelar alla för sig själva.</translation>
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
        <translation>Givar per parti</translation>
    </message>
    <message>
        <source>The cards won in each deal are added up; one deal per player lets everybody lead once (S2).</source>
        <translation>De vunna korten från varje giv läggs ihop; en giv per spelare låter alla spela ut en gång (S2).</translation>
    </message>
    <message>
        <source>Sum: {total}</source>
        <translation>Summa: {total}</translation>
    </message>
    <message>
        <source>Won by each</source>
        <translation>Vunnet var</translation>
    </message>
    <message>
        <source>Counts for nobody</source>
        <translation>Räknas för ingen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lead any card to start a new pile</source>
        <translation>Spela ut valfritt kort och börja en ny hög</translation>
    </message>
    <message>
        <source>The total is {total}: add a card without going over 29 – exactly 29 takes the pile</source>
        <translation>Summan är {total}: lägg ett kort utan att gå över 29 – exakt 29 tar högen</translation>
    </message>
    <message>
        <source>The total may not go over 29</source>
        <translation>Summan får inte gå över 29</translation>
    </message>
    <message>
        <source>You must play a card when you can</source>
        <translation>Du måste lägga ett kort när du kan</translation>
    </message>
    <message>
        <source>Add one card at a time</source>
        <translation>Lägg ett kort i taget</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>Play {card} – total {total}</source>
        <translation>Lägg {card} – summan blir {total}</translation>
    </message>
    <message>
        <source>{total}</source>
        <translation>{total}</translation>
    </message>
    <message>
        <source>{player} cannot play</source>
        <translation>{player} kan inte lägga</translation>
    </message>
    <message>
        <source>29! – {player} takes {count} cards</source>
        <translation>29! – {player} tar {count} kort</translation>
    </message>
    <message>
        <source>Nobody can reach 29 – the {count} cards on {total} go to nobody</source>
        <translation>Ingen kan nå 29 – de {count} korten på {total} går till ingen</translation>
    </message>
    <message>
        <source>Nobody can reach 29 – {player} laid the last card and takes {count} cards</source>
        <translation>Ingen kan nå 29 – {player} lade det sista kortet och tar {count} kort</translation>
    </message>
    <message>
        <source>{count} cards left in hands count for nobody</source>
        <translation>{count} kort kvar på handen räknas för ingen</translation>
    </message>
    <message>
        <source>Deal {deal} is over</source>
        <translation>Giv {deal} är slut</translation>
    </message>
    <message>
        <source>Deal {deal}</source>
        <translation>Giv {deal}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals} · total {total}</source>
        <translation>Giv {deal} av {deals} · summa {total}</translation>
    </message>
    <message>
        <source>{players} wins</source>
        <translation>{players} vinner</translation>
    </message>
    <message>
        <source>{players} share the win</source>
        <translation>{players} delar på segern</translation>
    </message>
    <message>
        <source>{players} win</source>
        <translation>{players} vinner</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} och {second}</translation>
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
        <translation>Kortlekar</translation>
    </message>
    <message>
        <source>How many packs are shuffled together: by player count (two for 3–5 players, three for 6–8), or always two or three (A1).</source>
        <translation>Hur många kortlekar som blandas ihop: efter antal spelare (två för 3–5 spelare, tre för 6–8), eller alltid två eller tre (A1).</translation>
    </message>
    <message>
        <source>By player count</source>
        <translation>Efter antal spelare</translation>
    </message>
    <message>
        <source>Jokers per pack</source>
        <translation>Jokrar per lek</translation>
    </message>
    <message>
        <source>Jokers taken in with each pack (A1).</source>
        <translation>Hur många jokrar som tas med från varje lek (A1).</translation>
    </message>
    <message>
        <source>Purchases per round</source>
        <translation>Köp per omgång</translation>
    </message>
    <message>
        <source>How often each player may buy a discard in one round (R11).</source>
        <translation>Hur många gånger varje spelare får köpa ett slängt kort under en omgång (R11).</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Obegränsat</translation>
    </message>
    <message>
        <source>Buy after laying down</source>
        <translation>Köpa efter att ha lagt ut</translation>
    </message>
    <message>
        <source>Players who have laid down may still buy (R9, A7).</source>
        <translation>Spelare som har lagt ut får ändå köpa (R9, A7).</translation>
    </message>
    <message>
        <source>Lay off in the turn of laying down</source>
        <translation>Lägga till i samma drag som man lägger ut</translation>
    </message>
    <message>
        <source>A player may lay off already in the turn he lays down (R7, A6).</source>
        <translation>En spelare får lägga till redan i det drag då han lägger ut (R7, A6).</translation>
    </message>
    <message>
        <source>Take a joker from your own run</source>
        <translation>Ta en joker ur din egen svit</translation>
    </message>
    <message>
        <source>The player who laid a run may himself take its joker; otherwise only the other players may (R8, A5).</source>
        <translation>Den som lade ut sviten får själv ta dess joker; annars får bara de andra spelarna det (R8, A5).</translation>
    </message>
    <message>
        <source>Close round 7 with a discard</source>
        <translation>Gå ut i omgång 7 med ett slängt kort</translation>
    </message>
    <message>
        <source>In round 7 a player may also close with three runs and one card discarded face down (R14, A9).</source>
        <translation>I omgång 7 får man också gå ut med tre sviter och ett kort slängt med baksidan upp (R14, A9).</translation>
    </message>
    <message>
        <source>two sets</source>
        <extracomment>&quot;two sets&quot; (short) and &quot;two sets of at least three cards&quot; (the banner&apos;s words).</extracomment>
        <translation>två set</translation>
    </message>
    <message>
        <source>two sets of at least three cards</source>
        <translation>två set med minst tre kort</translation>
    </message>
    <message>
        <source>one set and one run</source>
        <translation>ett set och en svit</translation>
    </message>
    <message>
        <source>one set of at least three and one run of at least four cards</source>
        <translation>ett set med minst tre och en svit med minst fyra kort</translation>
    </message>
    <message>
        <source>two runs</source>
        <translation>två sviter</translation>
    </message>
    <message>
        <source>two runs of at least four cards</source>
        <translation>två sviter med minst fyra kort</translation>
    </message>
    <message>
        <source>three sets</source>
        <translation>tre set</translation>
    </message>
    <message>
        <source>three sets of at least three cards</source>
        <translation>tre set med minst tre kort</translation>
    </message>
    <message>
        <source>two sets and one run</source>
        <translation>två set och en svit</translation>
    </message>
    <message>
        <source>two sets of at least three and one run of at least four cards</source>
        <translation>två set med minst tre och en svit med minst fyra kort</translation>
    </message>
    <message>
        <source>one set and two runs</source>
        <translation>ett set och två sviter</translation>
    </message>
    <message>
        <source>one set of at least three and two runs of at least four cards</source>
        <translation>ett set med minst tre och två sviter med minst fyra kort</translation>
    </message>
    <message>
        <source>three runs</source>
        <translation>tre sviter</translation>
    </message>
    <message>
        <source>three runs of at least four cards, the whole hand at once</source>
        <translation>tre sviter med minst fyra kort, hela handen på en gång</translation>
    </message>
    <message>
        <source>You must lay down the whole contract at once: {contract}</source>
        <extracomment>R3, R4: sets of three or more (identical cards allowed), runs of four or more, the ace low or high but never both; never more jokers than natural cards (A3). The most melds a contract has: one staging tray for each.</extracomment>
        <translation>Du måste lägga ut hela kontraktet på en gång: {contract}</translation>
    </message>
    <message>
        <source>Round {number} ({name}) is exactly {contract}</source>
        <translation>Omgång {number} ({name}) är precis {contract}</translation>
    </message>
    <message>
        <source>Round {number} needs {contract} – you have {have}</source>
        <translation>Omgång {number} kräver {contract} – du har {have}</translation>
    </message>
    <message>
        <source>Two sets of the same rank count as one set – round {number} needs {contract} of different ranks</source>
        <translation>Två set av samma valör räknas som ett set – omgång {number} kräver {contract} av olika valörer</translation>
    </message>
    <message>
        <source>To close round 7 your whole hand must lie as three runs</source>
        <translation>För att gå ut i omgång 7 måste hela din hand ligga som tre sviter</translation>
    </message>
    <message>
        <source>To close round 7 your whole hand, or all but one card, must lie as three runs</source>
        <translation>För att gå ut i omgång 7 måste hela din hand, eller alla kort utom ett, ligga som tre sviter</translation>
    </message>
    <message>
        <source>{sets} sets and {runs} runs</source>
        <translation>{sets} set och {runs} sviter</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>en svit</translation>
    </message>
    <message>
        <source>one set</source>
        <translation>ett set</translation>
    </message>
    <message>
        <source>Set ✓</source>
        <translation>Set ✓</translation>
    </message>
    <message>
        <source>Run ✓</source>
        <translation>Svit ✓</translation>
    </message>
    <message>
        <source>Run ✓ – joker = {card}</source>
        <translation>Svit ✓ – joker = {card}</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}</source>
        <translation>Omgång {number}/7 – {name}</translation>
    </message>
    <message>
        <source>{player} wants to buy</source>
        <translation>{player} vill köpa</translation>
    </message>
    <message>
        <source>Laid down</source>
        <translation>Utlagt</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Köp</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Meld and tray columns along each seat&apos;s edge (card widths).</extracomment>
        <translation>Talongen</translation>
    </message>
    <message>
        <source>Draw: drag {card} into your hand, or click the stock</source>
        <translation>Dra: ta {card} till handen, eller klicka på talongen</translation>
    </message>
    <message>
        <source>{player} wants to buy {card}: take it yourself, or click the stock and let it go</source>
        <translation>{player} vill köpa {card}: ta det själv, eller klicka på talongen och släpp det</translation>
    </message>
    <message>
        <source>Drag cards into the groups above your hand to lay down {contract} – or discard a card</source>
        <translation>Dra kort till grupperna ovanför handen för att lägga ut {contract} – eller släng ett kort</translation>
    </message>
    <message>
        <source>Lay off cards on any meld that they fit, then discard a card</source>
        <translation>Lägg till kort på de kombinationer de passar, och släng sedan ett kort</translation>
    </message>
    <message>
        <source>Put your whole hand into the groups as three runs and close – or discard a card</source>
        <translation>Lägg hela handen i grupperna som tre sviter och gå ut – eller släng ett kort</translation>
    </message>
    <message>
        <source>Click Buy if you want {card}: you get two extra cards from the stock</source>
        <translation>Klicka på Köp om du vill ha {card}: du får två extra kort från talongen</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Ta översta kortet i talongen</translation>
    </message>
    <message>
        <source>Take the discard as your draw: nobody can buy it then</source>
        <translation>Ta det slängda kortet som ditt kort: då kan ingen köpa det</translation>
    </message>
    <message>
        <source>Ask for the discard: if the next player draws from the stock, you get it and two more cards, and you discard nothing</source>
        <translation>Be om det slängda kortet: drar nästa spelare från talongen får du det och två kort till, och du slänger inget</translation>
    </message>
    <message>
        <source>Put the groups on the table: they must be exactly this round&apos;s contract</source>
        <translation>Lägg grupperna på bordet: de måste vara precis omgångens kontrakt</translation>
    </message>
    <message>
        <source>Lay your whole hand down as three runs and close round 7</source>
        <translation>Lägg ut hela handen som tre sviter och gå ut i omgång 7</translation>
    </message>
    <message>
        <source>That is not a move in this game</source>
        <translation>Det är inget drag i det här spelet</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile</source>
        <translation>Dra ett kort först: från talongen eller slänghögen</translation>
    </message>
    <message>
        <source>You have drawn your card: now lay down, lay off or discard</source>
        <translation>Du har dragit ditt kort: lägg nu ut, lägg till eller släng</translation>
    </message>
    <message>
        <source>There is no card in the stock</source>
        <translation>Det finns inga kort i talongen</translation>
    </message>
    <message>
        <source>There is no card on the discard pile</source>
        <translation>Det finns inga kort i slänghögen</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>{card} is not in your tray</source>
        <translation>{card} ligger inte i dina grupper</translation>
    </message>
    <message>
        <source>This round has {count} groups</source>
        <translation>Den här omgången har {count} grupper</translation>
    </message>
    <message>
        <source>You have laid down: now you get rid of cards by laying off and discarding</source>
        <translation>Du har lagt ut: nu blir du av med kort genom att lägga till och slänga</translation>
    </message>
    <message>
        <source>Say which card the joker stands for</source>
        <translation>Säg vilket kort jokern står för</translation>
    </message>
    <message>
        <source>In round 7 nobody lays down: close with your whole hand as three runs</source>
        <translation>I omgång 7 lägger ingen ut: gå ut med hela handen som tre sviter</translation>
    </message>
    <message>
        <source>There is no laying off in round 7</source>
        <translation>I omgång 7 lägger man inte till</translation>
    </message>
    <message>
        <source>Before round 7 you close by getting rid of your last card</source>
        <translation>Före omgång 7 går du ut genom att bli av med ditt sista kort</translation>
    </message>
    <message>
        <source>You must lay down your own contract first</source>
        <translation>Du måste först lägga ut ditt eget kontrakt</translation>
    </message>
    <message>
        <source>You may lay off from your next turn</source>
        <translation>Du får lägga till från ditt nästa drag</translation>
    </message>
    <message>
        <source>There is no meld there</source>
        <translation>Det ligger ingen kombination där</translation>
    </message>
    <message>
        <source>Lay down first</source>
        <translation>Lägg ut först</translation>
    </message>
    <message>
        <source>Jokers in sets cannot be taken</source>
        <translation>Jokrar i set kan inte tas</translation>
    </message>
    <message>
        <source>That group has no joker at an open end to choose a card for</source>
        <translation>Den gruppen har ingen joker i änden som du kan välja ett kort åt</translation>
    </message>
    <message>
        <source>There is no joker in this run</source>
        <translation>Det finns ingen joker i den här sviten</translation>
    </message>
    <message>
        <source>Only {card} can take this joker&apos;s place</source>
        <translation>Bara {card} kan ta den här jokerns plats</translation>
    </message>
    <message>
        <source>Only the other players may take a joker from your run</source>
        <translation>Bara de andra spelarna får ta en joker ur din svit</translation>
    </message>
    <message>
        <source>There is no discard to buy now</source>
        <translation>Det finns inget slängt kort att köpa nu</translation>
    </message>
    <message>
        <source>You are next – take it as your draw instead</source>
        <translation>Du är nästa – ta det som ditt kort i stället</translation>
    </message>
    <message>
        <source>You cannot buy your own discard</source>
        <translation>Du kan inte köpa ditt eget slängda kort</translation>
    </message>
    <message>
        <source>You have laid down: you may not buy any more</source>
        <translation>Du har lagt ut: du får inte köpa mer</translation>
    </message>
    <message>
        <source>No more purchases for you this round (at most {count})</source>
        <translation>Du får inte köpa mer den här omgången (högst {count})</translation>
    </message>
    <message>
        <source>You have already asked to buy this card</source>
        <translation>Du har redan bett att få köpa det här kortet</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Dra från talongen</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Ta {card}</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>Köp {card}</translation>
    </message>
    <message>
        <source>Put {card} in group {group}</source>
        <translation>Lägg {card} i grupp {group}</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Ta tillbaka {card}</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Lägg ut</translation>
    </message>
    <message>
        <source>Lay down – joker = {card}</source>
        <translation>Lägg ut – joker = {card}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Gå ut</translation>
    </message>
    <message>
        <source>Close – joker = {card}</source>
        <translation>Gå ut – joker = {card}</translation>
    </message>
    <message>
        <source>Close and put {card} face down</source>
        <translation>Gå ut och lägg {card} med baksidan upp</translation>
    </message>
    <message>
        <source>Lay {card} off on {player}&apos;s meld</source>
        <translation>Lägg till {card} på {player}s kombination</translation>
    </message>
    <message>
        <source>Joker = {card}</source>
        <translation>Joker = {card}</translation>
    </message>
    <message>
        <source>Put {card} in the joker&apos;s place and take the joker</source>
        <translation>Lägg {card} på jokerns plats och ta jokern</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Släng {card}</translation>
    </message>
    <message>
        <source>Close: {card} face down</source>
        <translation>Gå ut: {card} med baksidan upp</translation>
    </message>
    <message>
        <source>{player} wants to buy {card}</source>
        <translation>{player} vill köpa {card}</translation>
    </message>
    <message>
        <source>{player} buys {card} and takes two more cards</source>
        <translation>{player} köper {card} och tar två kort till</translation>
    </message>
    <message>
        <source>{player} takes {card}: the requests lapse</source>
        <translation>{player} tar {card}: ingen får köpa det</translation>
    </message>
    <message>
        <source>{player} lays down</source>
        <translation>{player} lägger ut</translation>
    </message>
    <message>
        <source>{player} takes a joker</source>
        <translation>{player} tar en joker</translation>
    </message>
    <message>
        <source>{player} closes round {number}</source>
        <translation>{player} går ut i omgång {number}</translation>
    </message>
    <message>
        <source>Round {number} ends without a closer: the stock is used up</source>
        <translation>Omgång {number} slutar utan att någon går ut: talongen är slut</translation>
    </message>
    <message>
        <source>The discard pile but its top card becomes the new stock</source>
        <translation>Slänghögen utom det översta kortet blir den nya talongen</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}: {contract}</source>
        <translation>Omgång {number}/7 – {name}: {contract}</translation>
    </message>
    <message>
        <source>Round {number} ({name}): {player} closed</source>
        <translation>Omgång {number} ({name}): {player} gick ut</translation>
    </message>
    <message>
        <source>Round {number} ({name}): nobody closed</source>
        <translation>Omgång {number} ({name}): ingen gick ut</translation>
    </message>
    <message>
        <source>{number}. {name}</source>
        <translation>{number}. {name}</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}: {contract} · {player} deals</source>
        <translation>Omgång {number}/7 – {name}: {contract} · {player} ger</translation>
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
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>The winner of a round scores the others&apos; cards, or everybody counts his own cards and is out at the limit (S1, S2).</source>
        <translation>Vinnaren av en omgång får poäng för de andras kort, eller så räknar var och en sina egna kort och åker ut vid gränsen (S1, S2).</translation>
    </message>
    <message>
        <source>Winner takes the points</source>
        <translation>Vinnaren tar poängen</translation>
    </message>
    <message>
        <source>Out at the limit</source>
        <translation>Ute vid gränsen</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Poängmål</translation>
    </message>
    <message>
        <source>Points that win the game, or the limit that puts a player out (S1, S2).</source>
        <translation>Poäng som vinner spelet, eller gränsen där man åker ut (S1, S2).</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Everyone for himself, pairs, or teams of 3 to 5; partners never sit side by side (R17, A11).</source>
        <translation>Var och en för sig, par eller lag om 3 till 5; lagkamrater sitter aldrig bredvid varandra (R17, A11).</translation>
    </message>
    <message>
        <source>Everyone for himself</source>
        <translation>Var och en för sig</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Wild card at any time</source>
        <translation>Byt färg när som helst</translation>
    </message>
    <message>
        <source>The wild card may be played even when you hold the colour in play (A1).</source>
        <translation>Byt färg-kortet får läggas även om man har kort i färgen (A1).</translation>
    </message>
    <message>
        <source>Wild Draw Four against the rule</source>
        <translation>Dra 4 mot regeln</translation>
    </message>
    <message>
        <source>The table gives the four extra cards, the next player may challenge, or the card is refused (R11).</source>
        <translation>Bordet ger de fyra extra korten, nästa spelare får utmana, eller kortet nekas (R11).</translation>
    </message>
    <message>
        <source>Four extra cards</source>
        <translation>Fyra extra kort</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Utmana</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Inte tillåtet</translation>
    </message>
    <message>
        <source>May draw instead of playing</source>
        <translation>Får dra i stället för att lägga</translation>
    </message>
    <message>
        <source>A player may draw although he holds a card he can play (R4, A6).</source>
        <translation>Man får dra fast man har ett kort som kan läggas (R4, A6).</translation>
    </message>
    <message>
        <source>Pass draw cards on</source>
        <translation>Skicka vidare dra-kort</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with a Draw Two, a Wild Draw Four with a Wild Draw Four; the next player draws them all (A4).</source>
        <translation>Ett Dra 2 kan besvaras med ett Dra 2, ett Dra 4 med ett Dra 4; nästa spelare drar alla (A4).</translation>
    </message>
    <message>
        <source>Forgotten UNO also costs the turn</source>
        <translation>Glömt UNO kostar också turen</translation>
    </message>
    <message>
        <source>A player caught without UNO draws two cards and also loses his next turn (R13, A7).</source>
        <translation>Den som åker fast utan UNO drar två kort och står också över nästa tur (R13, A7).</translation>
    </message>
    <message>
        <source>Swedish house rules</source>
        <translation>Svenska husregler</translation>
    </message>
    <message>
        <source>Published rules</source>
        <translation>De tryckta reglerna</translation>
    </message>
    <message>
        <source>Passing draws on</source>
        <translation>Dra-kort skickas vidare</translation>
    </message>
    <message>
        <source>UNO</source>
        <translation>UNO</translation>
    </message>
    <message>
        <source>loses next turn</source>
        <translation>står över nästa tur</translation>
    </message>
    <message>
        <source>{colour}: draw {count}</source>
        <translation>{colour}: dra {count}</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Högen</translation>
    </message>
    <message>
        <source>Play a card of the colour in play or with the same number or symbol – or draw a card</source>
        <translation>Lägg ett kort i färgen eller med samma siffra eller symbol – eller dra ett kort</translation>
    </message>
    <message>
        <source>Pass the draw on with the same kind of card, or draw the cards</source>
        <translation>Skicka vidare med samma sorts kort, eller dra korten</translation>
    </message>
    <message>
        <source>Name the colour the next player must play</source>
        <translation>Välj färgen som nästa spelare ska lägga</translation>
    </message>
    <message>
        <source>Play the card you have just drawn, or keep it</source>
        <translation>Lägg kortet du just drog, eller behåll det</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or draw four cards</source>
        <translation>Utmana Dra 4-kortet, eller dra fyra kort</translation>
    </message>
    <message>
        <source>Say UNO! now: you have one card left</source>
        <translation>Säg UNO! nu: du har ett kort kvar</translation>
    </message>
    <message>
        <source>A player on one card has not said UNO: catch him before the next move</source>
        <translation>En spelare med ett kort har inte sagt UNO: ta honom innan nästa drag</translation>
    </message>
    <message>
        <source>Take the top card of the draw pile</source>
        <translation>Ta översta kortet i högen</translation>
    </message>
    <message>
        <source>Keep the drawn card in your hand; your turn ends</source>
        <translation>Behåll det dragna kortet på handen; din tur är slut</translation>
    </message>
    <message>
        <source>The next player must play this colour</source>
        <translation>Nästa spelare måste lägga den här färgen</translation>
    </message>
    <message>
        <source>Say it when you play your second-to-last card, before anybody catches you</source>
        <translation>Säg det när du lägger ditt näst sista kort, innan någon hinner ta dig</translation>
    </message>
    <message>
        <source>He forgot to say UNO: he draws two cards</source>
        <translation>Han glömde säga UNO: han drar två kort</translation>
    </message>
    <message>
        <source>If he held a card of the colour in play he draws four; if not, you draw six</source>
        <translation>Hade han ett kort i färgen drar han fyra; annars drar du sex</translation>
    </message>
    <message>
        <source>You cannot play and there is nothing to draw</source>
        <translation>Du kan inte lägga och det finns inget att dra</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <source>That is not a move in UNO</source>
        <translation>Det är inget drag i UNO</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>Du har inte {card}</translation>
    </message>
    <message>
        <source>Play a {colour} card or a {value}</source>
        <translation>Lägg ett kort i färgen {colour} eller ett {value}-kort</translation>
    </message>
    <message>
        <source>Play a {colour} card</source>
        <translation>Lägg ett kort i färgen {colour}</translation>
    </message>
    <message>
        <source>You hold a {colour} card – the wild card may not be played</source>
        <translation>Du har ett kort i färgen {colour} – byt färg-kortet får inte läggas</translation>
    </message>
    <message>
        <source>You hold a {colour} card – the Wild Draw Four may not be played</source>
        <translation>Du har ett kort i färgen {colour} – Dra 4-kortet får inte läggas</translation>
    </message>
    <message>
        <source>You cannot answer a Reverse with a Reverse</source>
        <translation>Du kan inte svara på en Vänd med en Vänd</translation>
    </message>
    <message>
        <source>You have a card you can play</source>
        <translation>Du har ett kort som du kan lägga</translation>
    </message>
    <message>
        <source>You drew {card}: play it or keep it</source>
        <translation>Du drog {card}: lägg det eller behåll det</translation>
    </message>
    <message>
        <source>There is no drawn card to keep</source>
        <translation>Det finns inget draget kort att behålla</translation>
    </message>
    <message>
        <source>Name a colour for your wild card first</source>
        <translation>Välj först en färg för ditt byt färg-kort</translation>
    </message>
    <message>
        <source>You name a colour only after a wild card</source>
        <translation>Man väljer färg bara efter ett byt färg-kort</translation>
    </message>
    <message>
        <source>Name red, green, blue or yellow</source>
        <translation>Välj röd, grön, blå eller gul</translation>
    </message>
    <message>
        <source>Pass it on with a {card} of your own, or draw {count} cards</source>
        <translation>Skicka vidare med ditt eget {card}, eller dra {count} kort</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or draw {count} cards</source>
        <translation>Utmana Dra 4-kortet, eller dra {count} kort</translation>
    </message>
    <message>
        <source>There is no Wild Draw Four to challenge</source>
        <translation>Det finns inget Dra 4-kort att utmana</translation>
    </message>
    <message>
        <source>You say UNO when you play your second-to-last card</source>
        <translation>Man säger UNO när man lägger sitt näst sista kort</translation>
    </message>
    <message>
        <source>Too late: {player} cannot be caught now</source>
        <translation>För sent: {player} kan inte tas nu</translation>
    </message>
    <message>
        <source>You cannot catch your partner</source>
        <translation>Du kan inte ta din lagkamrat</translation>
    </message>
    <message>
        <source>There is nothing left to draw</source>
        <translation>Det finns inget kvar att dra</translation>
    </message>
    <message>
        <source>You may pass only when you can neither play nor draw</source>
        <translation>Du får bara passa när du varken kan lägga eller dra</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Vänd</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Dra 2</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Dra 4</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Lägg {card}</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Dra ett kort</translation>
    </message>
    <message>
        <source>Draw {count}</source>
        <translation>Dra {count}</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behåll</translation>
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
        <translation>Glömt UNO! – {player}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>{player} names {colour}</source>
        <translation>{player} väljer {colour}</translation>
    </message>
    <message>
        <source>{player} loses the turn</source>
        <translation>{player} står över</translation>
    </message>
    <message>
        <source>{player} draws {count} and loses the turn</source>
        <translation>{player} drar {count} och står över</translation>
    </message>
    <message>
        <source>Play changes direction</source>
        <translation>Spelet byter riktning</translation>
    </message>
    <message>
        <source>{player} played +4 while holding a {colour} card – {player} draws {count}</source>
        <translation>{player} lade +4 fast han hade ett kort i färgen {colour} – {player} drar {count}</translation>
    </message>
    <message>
        <source>{player} challenges: the +4 broke the rule, {offender} draws {count}</source>
        <translation>{player} utmanar: +4 var mot regeln, {offender} drar {count}</translation>
    </message>
    <message>
        <source>{player} challenges: the +4 was allowed, {player} draws {count}</source>
        <translation>{player} utmanar: +4 var tillåtet, {player} drar {count}</translation>
    </message>
    <message>
        <source>{catcher} caught {player} without UNO – {player} draws {count}</source>
        <translation>{catcher} tog {player} utan UNO – {player} drar {count}</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passar</translation>
    </message>
    <message>
        <source>The discard pile becomes the new draw pile</source>
        <translation>Slänghögen blir den nya högen</translation>
    </message>
    <message>
        <source>A Wild Draw Four cannot start the pile: it is shuffled back</source>
        <translation>Ett Dra 4-kort kan inte starta högen: det blandas tillbaka</translation>
    </message>
    <message>
        <source>{player} goes out and scores {points}</source>
        <translation>{player} går ut och får {points} poäng</translation>
    </message>
    <message>
        <source>{player} goes out</source>
        <translation>{player} går ut</translation>
    </message>
    <message>
        <source>{player} reaches the limit and is out of the game</source>
        <translation>{player} når gränsen och är ute ur spelet</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} vinner spelet</translation>
    </message>
    <message>
        <source>Round {n}: {player} went out</source>
        <translation>Omgång {n}: {player} gick ut</translation>
    </message>
    <message>
        <source>Round {n}, target {target} – {colour}, {direction}</source>
        <translation>Omgång {n}, mål {target} – {colour}, {direction}</translation>
    </message>
    <message>
        <source>Round {n}, out at {target} – {colour}, {direction}</source>
        <translation>Omgång {n}, ute vid {target} – {colour}, {direction}</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>medurs</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>moturs</translation>
    </message>
</context>
<context>
    <name>whist</name>
    <message>
        <source>Partners and first dealer</source>
        <translation>Partner och första givare</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Dra kort</translation>
    </message>
    <message>
        <source>Fixed (partner opposite)</source>
        <translation>Fast (partnern mitt emot)</translation>
    </message>
    <message>
        <source>Bid cards</source>
        <translation>Budkort</translation>
    </message>
    <message>
        <source>Chosen face down, then turned</source>
        <translation>Väljs dolt och vänds sedan</translation>
    </message>
    <message>
        <source>Shown in turn</source>
        <translation>Visas i tur och ordning</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Första utspel</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Förhand</translation>
    </message>
    <message>
        <source>Left of the Grand bidder</source>
        <translation>Till vänster om den som bjöd Grand</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Straffpoäng</translation>
    </message>
    <message>
        <source>Deducted</source>
        <translation>Dras av</translation>
    </message>
    <message>
        <source>Credited to the opponents</source>
        <translation>Ges till motståndarna</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Poäng för att vinna</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>Du måste följa färg ({suit})</translation>
    </message>
    <message>
        <source>No red card – Grand is impossible</source>
        <translation>Inget rött kort – Grand är inte möjligt</translation>
    </message>
    <message>
        <source>No black card – Nolo is impossible</source>
        <translation>Inget svart kort – Nolo är inte möjligt</translation>
    </message>
    <message>
        <source>Put one card of your hand on the bid spot</source>
        <translation>Lägg ett kort från handen på budplatsen</translation>
    </message>
    <message>
        <source>Choose your bid card first</source>
        <translation>Välj först ditt budkort</translation>
    </message>
    <message>
        <source>The bidding is over</source>
        <translation>Budgivningen är slut</translation>
    </message>
    <message>
        <source>Bid with {card}</source>
        <translation>Bjud med {card}</translation>
    </message>
    <message>
        <source>Grand (red)</source>
        <translation>Grand (röd)</translation>
    </message>
    <message>
        <source>Nolo (black)</source>
        <translation>Nolo (svart)</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spela {card}</translation>
    </message>
    <message>
        <source>{seat} has chosen a bid card</source>
        <translation>{seat} har valt ett budkort</translation>
    </message>
    <message>
        <source>{seat} shows {card}</source>
        <translation>{seat} visar {card}</translation>
    </message>
    <message>
        <source>Grand – {pair} (bidder: {seat})</source>
        <translation>Grand – {pair} (budgivare: {seat})</translation>
    </message>
    <message>
        <source>Nolo</source>
        <translation>Nolo</translation>
    </message>
    <message>
        <source>Bidding (hand {hand})</source>
        <translation>Budgivning (giv {hand})</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Syd</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Öst–Väst</translation>
    </message>
    <message>
        <source>Hand {hand}: Grand by {pair}, {tricks} tricks – made</source>
        <translation>Giv {hand}: Grand av {pair}, {tricks} stick – klarat</translation>
    </message>
    <message>
        <source>Hand {hand}: Grand by {pair}, {tricks} tricks – lost</source>
        <translation>Giv {hand}: Grand av {pair}, {tricks} stick – förlorat</translation>
    </message>
    <message>
        <source>Hand {hand}: Nolo, {pair} took {tricks} tricks</source>
        <translation>Giv {hand}: Nolo, {pair} tog {tricks} stick</translation>
    </message>
    <message>
        <source>{pair} win the game</source>
        <translation>{pair} vinner spelet</translation>
    </message>
    <message>
        <source>Hand limit reached with equal scores: shared win</source>
        <translation>Sista given är spelad och poängen är lika: delad seger</translation>
    </message>
    <message>
        <source>Bid card</source>
        <translation>Budkort</translation>
    </message>
    <message>
        <source>Choose Grand or Nolo: lay a red or black card face down</source>
        <translation>Välj grand eller nolo: lägg ett rött eller svart kort med baksidan upp</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Spela ett kort: bekänn färg om du kan</translation>
    </message>
    <message>
        <source>A red card: your pair wants Grand and must take at least 7 tricks</source>
        <translation>Ett rött kort: ert par vill spela grand och måste ta minst 7 stick</translation>
    </message>
    <message>
        <source>A black card: Nolo if all four choose black – then nobody wants tricks</source>
        <translation>Ett svart kort: nolo om alla fyra väljer svart – då vill ingen ha stick</translation>
    </message>
    <message>
        <source>Grand – {a} and {b} (bidder: {bidder}) · {a} and {b} {ab} – {c} and {d} {cd}</source>
        <extracomment>A bid card lies on the bid spot, and may be dragged back, until he clicks Confirm. Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Grand – {a} och {b} (budgivare: {bidder}) · {a} och {b} {ab} – {c} och {d} {cd}</translation>
    </message>
    <message>
        <source>Nolo · {a} and {b} {ab} – {c} and {d} {cd}</source>
        <translation>Nolo · {a} och {b} {ab} – {c} och {d} {cd}</translation>
    </message>
</context>
</TS>
