<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;kortbord %1&lt;/h3&gt;&lt;p&gt;A card table for the games Danish and Swedish families play.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;kortbord %1&lt;/h3&gt;&lt;p&gt;A card table for the games Danish and Swedish families play.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About kortbord</source>
        <translation>About kortbord</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>kortbord – an error</source>
        <extracomment>``kortbord.log`` is rotated once it reaches this size (one old copy is kept). At most this many error dialogs in one run; later errors are only logged. Details shown in one dialog are cut to this many characters (the log has them all).</extracomment>
        <translation>kortbord – an error</translation>
    </message>
    <message>
        <source>Something went wrong… kortbord met an error it did not expect.

Your game is kept as it was before the error: start kortbord again to go on from there. What happened is written in %1.</source>
        <translation>Something went wrong… kortbord met an error it did not expect.

Your game is kept as it was before the error: start kortbord again to go on from there. What happened is written in %1.</translation>
    </message>
    <message>
        <source>Copy the details</source>
        <translation>Copy the details</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>%1 – the lowest total wins</source>
        <translation>%1 – the lowest total wins</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Play again</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>%1 won!</source>
        <translation>%1 won!</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 share the win!</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Sort by suit</source>
        <translation>Sort by suit</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Sort by rank</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <extracomment>Settings keys of what the player typed last.</extracomment>
        <translation>Join a game</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tables on this network:</translation>
    </message>
    <message>
        <source>Looking for tables… A table on another network can be joined by its address.</source>
        <translation>Looking for tables… A table on another network can be joined by its address.</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>for example 192.168.1.20</translation>
    </message>
    <message>
        <source>six digits, shown on the host&apos;s table</source>
        <translation>six digits, shown on the host&apos;s table</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <source>Join &amp;code:</source>
        <translation>Join &amp;code:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <source>%1 – host: %2 – open seats: %3 – %4</source>
        <translation>%1 – host: %2 – open seats: %3 – %4</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, for example 192.168.1.20.</source>
        <translation>Type the host&apos;s address, for example 192.168.1.20.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Game speed: (animation speed factor, computer players&apos; pause in ms). Settings key naming the match in which undo was used (game, seed, dealer). Below this window width the score panel gives way to the table (behind its button). The score panel&apos;s part of the window&apos;s width (at least its narrowest, at most ``SCORE_MAX`` px). A message in the status line (news, a refusal, a failed save) gives way to the prompt of the position after this long (ms). The window&apos;s size on a screen that has room for it. Games won per seat in this session of &quot;Play again&quot; matches. Fixed computer pause in ms (screenshots: computers wait; benchmarks: no wait). One card renderer for every match of this window: its parsed decks, pixmaps and render thread are made once, not again for each new game. Play across PCs: the ``network.NetworkHost`` or ``JoinedTable`` of this table, if any. Whether the player wants the score panel shown, on a narrow and on a wide window.</extracomment>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Host a game on this network…</source>
        <translation>&amp;Host a game on this network…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Join a game…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Restart</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Take back your last move and the computers&apos; moves after it</source>
        <translation>Take back your last move and the computers&apos; moves after it</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Score</translation>
    </message>
    <message>
        <source>Show or hide the score sheet</source>
        <translation>Show or hide the score sheet</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistics…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Game &amp;speed</source>
        <translation>Game &amp;speed</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>&amp;Point out good cards</source>
        <translation>&amp;Point out good cards</translation>
    </message>
    <message>
        <source>Mark the cards that are especially good to play now</source>
        <translation>Mark the cards that are especially good to play now</translation>
    </message>
    <message>
        <source>&amp;Cards and table…</source>
        <translation>&amp;Cards and table…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rules of this game</translation>
    </message>
    <message>
        <source>&amp;About kortbord</source>
        <translation>&amp;About kortbord</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1 – kortbord</source>
        <translation>%1 – kortbord</translation>
    </message>
    <message>
        <source>The statistics could not be saved.</source>
        <translation>The statistics could not be saved.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Restart</translation>
    </message>
    <message>
        <source>Give up this game and deal again?</source>
        <translation>Give up this game and deal again?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Host a game on this network</source>
        <extracomment>The preset item that stands for a game&apos;s default rules (when no named preset equals them).</extracomment>
        <translation>Host a game on this network</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>Seats (clockwise, you at the bottom)</source>
        <translation>Seats (clockwise, you at the bottom)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computer level</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Open (another PC)</source>
        <translation>Open (another PC)</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standard rules</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Cards and table</source>
        <extracomment>Cards shown in the preview: an ace, a ten, a court card, a red pip card, a joker, and a back. Prefix of a deck file&apos;s entry in the deck list (built-in decks are their ``look/deck`` value).</extracomment>
        <translation>Cards and table</translation>
    </message>
    <message>
        <source>Open a deck file…</source>
        <translation>Open a deck file…</translation>
    </message>
    <message>
        <source>Two colours (♠ ♣ black, ♥ ♦ red)</source>
        <translation>Two colours (♠ ♣ black, ♥ ♦ red)</translation>
    </message>
    <message>
        <source>Four colours (♣ green, ♦ blue)</source>
        <translation>Four colours (♣ green, ♦ blue)</translation>
    </message>
    <message>
        <source>Large print (big corner letters)</source>
        <translation>Large print (big corner letters)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Small</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <source>KDE card decks and aisleriot themes are found in:</source>
        <translation>KDE card decks and aisleriot themes are found in:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Colours:</translation>
    </message>
    <message>
        <source>Back:</source>
        <translation>Back:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Card size:</translation>
    </message>
    <message>
        <source>Open a card deck</source>
        <translation>Open a card deck</translation>
    </message>
    <message>
        <source>Card decks (*.svg *.svgz index.desktop);;All files (*)</source>
        <translation>Card decks (*.svg *.svgz index.desktop);;All files (*)</translation>
    </message>
    <message>
        <source>Only for kortbord&apos;s own decks</source>
        <translation>Only for kortbord&apos;s own decks</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>It is left as it is for that version. This version keeps its own games in %1.</source>
        <extracomment>Qt&apos;s ``translate``; lupdate finds each text at its ``translate(&quot;Resume&quot;, ...)`` call.</extracomment>
        <translation>It is left as it is for that version. This version keeps its own games in %1.</translation>
    </message>
    <message>
        <source>A game from a newer version</source>
        <translation>A game from a newer version</translation>
    </message>
    <message>
        <source>Continue the damaged game?</source>
        <translation>Continue the damaged game?</translation>
    </message>
    <message>
        <source>It is left as it is. A new game is dealt instead.</source>
        <translation>It is left as it is. A new game is dealt instead.</translation>
    </message>
    <message>
        <source>A new game is dealt instead.</source>
        <translation>A new game is dealt instead.</translation>
    </message>
    <message>
        <source>A new game is dealt instead. The damaged file was kept as %1.</source>
        <translation>A new game is dealt instead. The damaged file was kept as %1.</translation>
    </message>
    <message>
        <source>The saved game could not be opened</source>
        <translation>The saved game could not be opened</translation>
    </message>
    <message>
        <source>Continue from move %1, where the moves lead?</source>
        <translation>Continue from move %1, where the moves lead?</translation>
    </message>
    <message>
        <source>The saved game was damaged at its first move. Start it again from the deal?</source>
        <translation>The saved game was damaged at its first move. Start it again from the deal?</translation>
    </message>
    <message>
        <source>The saved game was damaged at move %1. Continue from move %2?</source>
        <translation>The saved game was damaged at move %1. Continue from move %2?</translation>
    </message>
    <message>
        <source>The game of a newer version of kortbord is left as it is; this game is kept in %1.</source>
        <translation>The game of a newer version of kortbord is left as it is; this game is kept in %1.</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>The largest statistics file read (thousands of players&apos; rows take a few hundred kB).</extracomment>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>No games have been finished yet.</source>
        <translation>No games have been finished yet.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Won %</translation>
    </message>
    <message>
        <source>With undo</source>
        <translation>With undo</translation>
    </message>
    <message>
        <source>Games in which moves were taken back</source>
        <translation>Games in which moves were taken back</translation>
    </message>
</context>
<context>
    <name>bismarck</name>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>Minus points for missing the quota</source>
        <translation>Minus points for missing the quota</translation>
    </message>
    <message>
        <source>-1 per trick below the minimum (grand, trumf) or above the maximum (pas) (S3).</source>
        <translation>-1 per trick below the minimum (grand, trumf) or above the maximum (pas) (S3).</translation>
    </message>
    <message>
        <source>Show forehand&apos;s discards after the deal</source>
        <translation>Show forehand&apos;s discards after the deal</translation>
    </message>
    <message>
        <source>A learning aid: the four discards are turned up after the 16th trick (D5).</source>
        <translation>A learning aid: the four discards are turned up after the 16th trick (D5).</translation>
    </message>
    <message>
        <source>Table cards / discards</source>
        <translation>Table cards / discards</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <extracomment>``Phase`` members as module names: read off the enum class, a member is slow in Python 3.11 (see ``engine.events``).</extracomment>
        <translation>You must follow suit: you hold {suit}</translation>
    </message>
    <message>
        <source>Wait: {seat} is exchanging</source>
        <translation>Wait: {seat} is exchanging</translation>
    </message>
    <message>
        <source>Take up the four table cards first</source>
        <translation>Take up the four table cards first</translation>
    </message>
    <message>
        <source>Discard 4 cards first</source>
        <translation>Discard 4 cards first</translation>
    </message>
    <message>
        <source>Four cards lie on the discard pile: take one back first</source>
        <translation>Four cards lie on the discard pile: take one back first</translation>
    </message>
    <message>
        <source>{card} is not among your discards</source>
        <translation>{card} is not among your discards</translation>
    </message>
    <message>
        <source>Discard exactly 4 cards ({count} on the discard pile)</source>
        <translation>Discard exactly 4 cards ({count} on the discard pile)</translation>
    </message>
    <message>
        <source>The exchange is over</source>
        <translation>The exchange is over</translation>
    </message>
    <message>
        <source>Take the table cards</source>
        <translation>Take the table cards</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Take {card} back</translation>
    </message>
    <message>
        <source>Discard 4</source>
        <translation>Discard 4</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>{seat} takes the table cards</source>
        <translation>{seat} takes the table cards</translation>
    </message>
    <message>
        <source>{seat} has discarded 4 cards</source>
        <translation>{seat} has discarded 4 cards</translation>
    </message>
    <message>
        <source>{seat}&apos;s discards</source>
        <translation>{seat}&apos;s discards</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} wins</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Shared win: {seats}</translation>
    </message>
    <message>
        <source>{suit} are trumps</source>
        <translation>{suit} are trumps</translation>
    </message>
    <message>
        <source>{kind} {round} of 3 – forehand {seat}</source>
        <translation>{kind} {round} of 3 – forehand {seat}</translation>
    </message>
    <message>
        <source>{kind} {round} of 3 – forehand {seat}, {suit} are trumps</source>
        <translation>{kind} {round} of 3 – forehand {seat}, {suit} are trumps</translation>
    </message>
    <message>
        <source>Deal {deal}: {kind}, forehand {seat}</source>
        <translation>Deal {deal}: {kind}, forehand {seat}</translation>
    </message>
    <message>
        <source>Deal {deal}: {kind} ({suit}), forehand {seat}</source>
        <translation>Deal {deal}: {kind} ({suit}), forehand {seat}</translation>
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
        <translation>Take up the four table cards</translation>
    </message>
    <message>
        <source>Discard 4 cards to the widow: drag them there, then press Discard 4</source>
        <translation>Discard 4 cards to the widow: drag them there, then press Discard 4</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Play a card: follow suit if you can</translation>
    </message>
    <message>
        <source>The four face-up cards go to your hand; then you lay four cards away</source>
        <translation>The four face-up cards go to your hand; then you lay four cards away</translation>
    </message>
    <message>
        <source>The four cards on the widow are out of play for this deal</source>
        <translation>The four cards on the widow are out of play for this deal</translation>
    </message>
</context>
<context>
    <name>blackjack</name>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Chips at the start</source>
        <translation>Chips at the start</translation>
    </message>
    <message>
        <source>Every participant starts with this many chips.</source>
        <translation>Every participant starts with this many chips.</translation>
    </message>
    <message>
        <source>Smallest stake</source>
        <translation>Smallest stake</translation>
    </message>
    <message>
        <source>The smallest stake a player may place (D3).</source>
        <translation>The smallest stake a player may place (D3).</translation>
    </message>
    <message>
        <source>Largest stake</source>
        <translation>Largest stake</translation>
    </message>
    <message>
        <source>The largest stake, before the banker&apos;s double (D3); never below the smallest stake.</source>
        <translation>The largest stake, before the banker&apos;s double (D3); never below the smallest stake.</translation>
    </message>
    <message>
        <source>Rounds per banker</source>
        <translation>Rounds per banker</translation>
    </message>
    <message>
        <source>Rounds a banker keeps the bank before it passes to the left (A8).</source>
        <translation>Rounds a banker keeps the bank before it passes to the left (A8).</translation>
    </message>
    <message>
        <source>Times round the table</source>
        <translation>Times round the table</translation>
    </message>
    <message>
        <source>How many times the bank goes round the table: the game&apos;s length (S3).</source>
        <translation>How many times the bank goes round the table: the game&apos;s length (S3).</translation>
    </message>
    <message>
        <source>Black Jack takes the bank</source>
        <translation>Black Jack takes the bank</translation>
    </message>
    <message>
        <source>A player&apos;s Black Jack, when the banker has none, takes over the bank (A8).</source>
        <translation>A player&apos;s Black Jack, when the banker has none, takes over the bank (A8).</translation>
    </message>
    <message>
        <source>The banker may double</source>
        <translation>The banker may double</translation>
    </message>
    <message>
        <source>After looking at his first card the banker may double every stake (R3).</source>
        <translation>After looking at his first card the banker may double every stake (R3).</translation>
    </message>
    <message>
        <source>Banker and player both have Black Jack</source>
        <translation>Banker and player both have Black Jack</translation>
    </message>
    <message>
        <source>Everybody pays the stake once; or Black Jack holders pay once and the others double; or Black Jack holders pay nothing (A2).</source>
        <translation>Everybody pays the stake once; or Black Jack holders pay once and the others double; or Black Jack holders pay nothing (A2).</translation>
    </message>
    <message>
        <source>Everybody pays once</source>
        <translation>Everybody pays once</translation>
    </message>
    <message>
        <source>Black Jack pays once, others double</source>
        <translation>Black Jack pays once, others double</translation>
    </message>
    <message>
        <source>Black Jack pays nothing, others double</source>
        <translation>Black Jack pays nothing, others double</translation>
    </message>
    <message>
        <source>The banker from 17</source>
        <translation>The banker from 17</translation>
    </message>
    <message>
        <source>From 17 the banker may stand or draw on; or he must stand, as in a casino (A4).</source>
        <translation>From 17 the banker may stand or draw on; or he must stand, as in a casino (A4).</translation>
    </message>
    <message>
        <source>May draw on</source>
        <translation>May draw on</translation>
    </message>
    <message>
        <source>Must stand</source>
        <translation>Must stand</translation>
    </message>
    <message>
        <source>Play on in debt</source>
        <translation>Play on in debt</translation>
    </message>
    <message>
        <source>Balances may go below zero; or who has no chips left after a round leaves the table (S4).</source>
        <translation>Balances may go below zero; or who has no chips left after a round leaves the table (S4).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Stake</translation>
    </message>
    <message>
        <source>Look at your card and stake {low}–{high} chips: use + and −, then Ready</source>
        <translation>Look at your card and stake {low}–{high} chips: use + and −, then Ready</translation>
    </message>
    <message>
        <source>Click your face-down card to look at it</source>
        <translation>Click your face-down card to look at it</translation>
    </message>
    <message>
        <source>Double every stake, or leave them as they are</source>
        <translation>Double every stake, or leave them as they are</translation>
    </message>
    <message>
        <source>You have {total}: take a card, or stand</source>
        <translation>You have {total}: take a card, or stand</translation>
    </message>
    <message>
        <source>Your turn as banker: click your face-down card to turn it up</source>
        <translation>Your turn as banker: click your face-down card to turn it up</translation>
    </message>
    <message>
        <source>You have {total}: the banker must draw below 17</source>
        <translation>You have {total}: the banker must draw below 17</translation>
    </message>
    <message>
        <source>You have {total}: stand, or draw another card</source>
        <translation>You have {total}: stand, or draw another card</translation>
    </message>
    <message>
        <source>You have {total}: the banker stands now</source>
        <translation>You have {total}: the banker stands now</translation>
    </message>
    <message>
        <source>The round is settled: deal the next one</source>
        <translation>The round is settled: deal the next one</translation>
    </message>
    <message>
        <source>Place this stake</source>
        <translation>Place this stake</translation>
    </message>
    <message>
        <source>Put chips into your stake circle, or take them out</source>
        <translation>Put chips into your stake circle, or take them out</translation>
    </message>
    <message>
        <source>Place the chips in your circle as your stake</source>
        <translation>Place the chips in your circle as your stake</translation>
    </message>
    <message>
        <source>Look at your face-down card; only you see it</source>
        <translation>Look at your face-down card; only you see it</translation>
    </message>
    <message>
        <source>Every player&apos;s stake is doubled; nobody may refuse</source>
        <translation>Every player&apos;s stake is doubled; nobody may refuse</translation>
    </message>
    <message>
        <source>The stakes stay as they are</source>
        <translation>The stakes stay as they are</translation>
    </message>
    <message>
        <source>Take one more card, face up</source>
        <translation>Take one more card, face up</translation>
    </message>
    <message>
        <source>Keep your total; the turn passes on</source>
        <translation>Keep your total; the turn passes on</translation>
    </message>
    <message>
        <source>Turn your face-down card up for everybody</source>
        <translation>Turn your face-down card up for everybody</translation>
    </message>
    <message>
        <source>Shuffle the whole pack and deal the next round</source>
        <translation>Shuffle the whole pack and deal the next round</translation>
    </message>
    <message>
        <source>That is not a move in Black Jack</source>
        <translation>That is not a move in Black Jack</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>Splitting, doubling down, insurance and surrender are not part of this game</source>
        <translation>Splitting, doubling down, insurance and surrender are not part of this game</translation>
    </message>
    <message>
        <source>The stake must be between {low} and {high}</source>
        <translation>The stake must be between {low} and {high}</translation>
    </message>
    <message>
        <source>You cannot stake more than the {chips} chips you have</source>
        <translation>You cannot stake more than the {chips} chips you have</translation>
    </message>
    <message>
        <source>Stakes are placed after the first card, before the banker doubles</source>
        <translation>Stakes are placed after the first card, before the banker doubles</translation>
    </message>
    <message>
        <source>The banker does not stake</source>
        <translation>The banker does not stake</translation>
    </message>
    <message>
        <source>Look at your face-down card first: click it</source>
        <translation>Look at your face-down card first: click it</translation>
    </message>
    <message>
        <source>The banker looks at his card when all stakes are placed</source>
        <translation>The banker looks at his card when all stakes are placed</translation>
    </message>
    <message>
        <source>The banker doubles when all stakes are placed</source>
        <translation>The banker doubles when all stakes are placed</translation>
    </message>
    <message>
        <source>The double must be chosen before the second card</source>
        <translation>The double must be chosen before the second card</translation>
    </message>
    <message>
        <source>The banker&apos;s double is not played with these rules</source>
        <translation>The banker&apos;s double is not played with these rules</translation>
    </message>
    <message>
        <source>Only the banker may double</source>
        <translation>Only the banker may double</translation>
    </message>
    <message>
        <source>You may take cards when it is your turn, after the second card</source>
        <translation>You may take cards when it is your turn, after the second card</translation>
    </message>
    <message>
        <source>The banker must have at least 17 to stand</source>
        <translation>The banker must have at least 17 to stand</translation>
    </message>
    <message>
        <source>The banker must stand on 17 or more</source>
        <translation>The banker must stand on 17 or more</translation>
    </message>
    <message>
        <source>Turn your face-down card up first: click it</source>
        <translation>Turn your face-down card up first: click it</translation>
    </message>
    <message>
        <source>The banker turns his card up when his turn begins</source>
        <translation>The banker turns his card up when his turn begins</translation>
    </message>
    <message>
        <source>Stake {amount}</source>
        <translation>Stake {amount}</translation>
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
        <translation>Ready ({amount})</translation>
    </message>
    <message>
        <source>Look at your card</source>
        <translation>Look at your card</translation>
    </message>
    <message>
        <source>Double all stakes</source>
        <translation>Double all stakes</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>No double</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Turn your card up</source>
        <translation>Turn your card up</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Deal the next round</translation>
    </message>
    <message>
        <source>Stakes {amount}</source>
        <translation>Stakes {amount}</translation>
    </message>
    <message>
        <source>Looks at the card…</source>
        <translation>Looks at the card…</translation>
    </message>
    <message>
        <source>I double every stake!</source>
        <translation>I double every stake!</translation>
    </message>
    <message>
        <source>No double.</source>
        <translation>No double.</translation>
    </message>
    <message>
        <source>Black Jack for the banker: everybody pays double</source>
        <translation>Black Jack for the banker: everybody pays double</translation>
    </message>
    <message>
        <source>Black Jack for the banker and a player: everybody pays the stake once</source>
        <translation>Black Jack for the banker and a player: everybody pays the stake once</translation>
    </message>
    <message>
        <source>Black Jack for the banker: Black Jack holders pay once, the others double</source>
        <translation>Black Jack for the banker: Black Jack holders pay once, the others double</translation>
    </message>
    <message>
        <source>Black Jack for the banker: Black Jack holders keep their stake, the others pay double</source>
        <translation>Black Jack for the banker: Black Jack holders keep their stake, the others pay double</translation>
    </message>
    <message>
        <source>Black Jack! The banker pays {amount}</source>
        <translation>Black Jack! The banker pays {amount}</translation>
    </message>
    <message>
        <source>Over 21 ({total}): pays {amount}</source>
        <translation>Over 21 ({total}): pays {amount}</translation>
    </message>
    <message>
        <source>21!</source>
        <translation>21!</translation>
    </message>
    <message>
        <source>Stands on {total}</source>
        <translation>Stands on {total}</translation>
    </message>
    <message>
        <source>The banker stands on {total}</source>
        <translation>The banker stands on {total}</translation>
    </message>
    <message>
        <source>The banker is over 21 ({total}) and pays everybody still in</source>
        <translation>The banker is over 21 ({total}) and pays everybody still in</translation>
    </message>
    <message>
        <source>Gets {amount}</source>
        <translation>Gets {amount}</translation>
    </message>
    <message>
        <source>Pays {amount}</source>
        <translation>Pays {amount}</translation>
    </message>
    <message>
        <source>Nobody is left in: the banker shows his card and draws nothing</source>
        <translation>Nobody is left in: the banker shows his card and draws nothing</translation>
    </message>
    <message>
        <source>The stock is empty: no more cards this round</source>
        <translation>The stock is empty: no more cards this round</translation>
    </message>
    <message>
        <source>The stock is empty: the settled hands are shuffled into a new stock</source>
        <translation>The stock is empty: the settled hands are shuffled into a new stock</translation>
    </message>
    <message>
        <source>{player} takes over the bank</source>
        <translation>{player} takes over the bank</translation>
    </message>
    <message>
        <source>{player} has no chips left and leaves the table</source>
        <translation>{player} has no chips left and leaves the table</translation>
    </message>
    <message>
        <source>Round {number} of {rounds} is settled</source>
        <translation>Round {number} of {rounds} is settled</translation>
    </message>
    <message>
        <source>{player} wins with {chips} chips</source>
        <translation>{player} wins with {chips} chips</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Bank: {player}, round {count} of {rounds} · {left} rounds left</source>
        <translation>Bank: {player}, round {count} of {rounds} · {left} rounds left</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>{chips} chips</source>
        <translation>{chips} chips</translation>
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
        <translation>Left the table</translation>
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
        <translation>{total} · {card} hidden from the others</translation>
    </message>
    <message>
        <source>click to look</source>
        <translation>click to look</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <extracomment>``translate(context, source_text) -&gt; translated text`` (``QCoreApplication.translate`` in the app).</extracomment>
        <translation>clubs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>two</source>
        <translation>two</translation>
    </message>
    <message>
        <source>three</source>
        <translation>three</translation>
    </message>
    <message>
        <source>four</source>
        <translation>four</translation>
    </message>
    <message>
        <source>five</source>
        <translation>five</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>eight</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nine</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>ten</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>queen</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>Short rank letters on cards in card names (&quot;Q♠&quot;); translated in context &quot;cards&quot;.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Draw Two</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Wild Draw Four</translation>
    </message>
</context>
<context>
    <name>casino</name>
    <message>
        <source>Lay out {card}</source>
        <translation>Lay out {card}</translation>
    </message>
    <message>
        <source>Take {units} ({value})</source>
        <translation>Take {units} ({value})</translation>
    </message>
    <message>
        <source>Build {value}: {card} on {units}</source>
        <translation>Build {value}: {card} on {units}</translation>
    </message>
    <message>
        <source>Build more {value}: {card} on {units}</source>
        <translation>Build more {value}: {card} on {units}</translation>
    </message>
    <message>
        <source>Clear the table with {card} (a sweep)</source>
        <translation>Clear the table with {card} (a sweep)</translation>
    </message>
    <message>
        <source>build {value}</source>
        <translation>build {value}</translation>
    </message>
    <message>
        <source>build more {value}</source>
        <translation>build more {value}</translation>
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
        <translation>Building {value}</translation>
    </message>
    <message>
        <source>Building more {value}</source>
        <translation>Building more {value}</translation>
    </message>
    <message>
        <source>Sweep!</source>
        <translation>Sweep!</translation>
    </message>
    <message>
        <source>Sidsten! This is the last hand.</source>
        <translation>Sidsten! This is the last hand.</translation>
    </message>
    <message>
        <source>{seat} takes the cards left on the table</source>
        <translation>{seat} takes the cards left on the table</translation>
    </message>
    <message>
        <source>Nobody captured: the cards left are set aside</source>
        <translation>Nobody captured: the cards left are set aside</translation>
    </message>
    <message>
        <source>Deal {deal} is scored</source>
        <translation>Deal {deal} is scored</translation>
    </message>
    <message>
        <source>Deal {deal}: {seat} deals</source>
        <translation>Deal {deal}: {seat} deals</translation>
    </message>
    <message>
        <source>Tied at the top: another deal is played</source>
        <translation>Tied at the top: another deal is played</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} wins</translation>
    </message>
    <message>
        <source>{seat} and {partner} win</source>
        <translation>{seat} and {partner} win</translation>
    </message>
    <message>
        <source>That is not a Casino move</source>
        <translation>That is not a Casino move</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>{unit} is not on the table</source>
        <translation>{unit} is not on the table</translation>
    </message>
    <message>
        <source>Select the cards or builds to take</source>
        <translation>Select the cards or builds to take</translation>
    </message>
    <message>
        <source>You must take your build ({value}) or build on it</source>
        <translation>You must take your build ({value}) or build on it</translation>
    </message>
    <message>
        <source>You have no card with the value {value}</source>
        <translation>You have no card with the value {value}</translation>
    </message>
    <message>
        <source>You already have a build</source>
        <translation>You already have a build</translation>
    </message>
    <message>
        <source>A build is worth 2 to 16</source>
        <translation>A build is worth 2 to 16</translation>
    </message>
    <message>
        <source>Lay the card on one or more table cards or on a build</source>
        <translation>Lay the card on one or more table cards or on a build</translation>
    </message>
    <message>
        <source>A move can involve only one build</source>
        <translation>A move can involve only one build</translation>
    </message>
    <message>
        <source>The selected cards do not make {value}</source>
        <translation>The selected cards do not make {value}</translation>
    </message>
    <message>
        <source>The selected cards do not make {low} or {high}</source>
        <translation>The selected cards do not make {low} or {high}</translation>
    </message>
    <message>
        <source>The selected cards cannot be split into groups of the same value</source>
        <translation>The selected cards cannot be split into groups of the same value</translation>
    </message>
    <message>
        <source>A &apos;build more&apos; cannot be raised</source>
        <translation>A &apos;build more&apos; cannot be raised</translation>
    </message>
    <message>
        <source>You may not raise your own build</source>
        <translation>You may not raise your own build</translation>
    </message>
    <message>
        <source>You may only build on a build with the card from your hand</source>
        <translation>You may only build on a build with the card from your hand</translation>
    </message>
    <message>
        <source>A build can only be taken by a card of the same value</source>
        <translation>A build can only be taken by a card of the same value</translation>
    </message>
    <message>
        <source>A card from the hand counts high (ace 14, 2♠ 15, 10♦ 16), a card on the table low (ace 1, 2♠ 2, 10♦ 10)</source>
        <translation>A card from the hand counts high (ace 14, 2♠ 15, 10♦ 16), a card on the table low (ace 1, 2♠ 2, 10♦ 10)</translation>
    </message>
    <message>
        <source>Only 5♠ can clear the table</source>
        <translation>Only 5♠ can clear the table</translation>
    </message>
    <message>
        <source>You cannot clear the table while you own a build</source>
        <translation>You cannot clear the table while you own a build</translation>
    </message>
    <message>
        <source>There is nothing to clear</source>
        <translation>There is nothing to clear</translation>
    </message>
    <message>
        <source>Deal {deal}: {item}</source>
        <translation>Deal {deal}: {item}</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>Most cards</translation>
    </message>
    <message>
        <source>Most spades</source>
        <translation>Most spades</translation>
    </message>
    <message>
        <source>Big casino (10♦)</source>
        <translation>Big casino (10♦)</translation>
    </message>
    <message>
        <source>Little casino (2♠)</source>
        <translation>Little casino (2♠)</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Aces</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Build {value} – {seat}</source>
        <extracomment>The computers wait 0.8–1.5 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Build {value} – {seat}</translation>
    </message>
    <message>
        <source>Build more {value} – {seat}</source>
        <translation>Build more {value} – {seat}</translation>
    </message>
    <message>
        <source>{cards} cards</source>
        <translation>{cards} cards</translation>
    </message>
    <message>
        <source>{cards} cards · sweeps: {sweeps}</source>
        <translation>{cards} cards · sweeps: {sweeps}</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Captured</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Sweeps</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Last capture</source>
        <translation>Last capture</translation>
    </message>
    <message>
        <source>Deal {deal}, hand {hand} of {hands}</source>
        <translation>Deal {deal}, hand {hand} of {hands}</translation>
    </message>
    <message>
        <source>Deal {deal}, last hand</source>
        <translation>Deal {deal}, last hand</translation>
    </message>
    <message>
        <source>Game over after {deals} deals</source>
        <translation>Game over after {deals} deals</translation>
    </message>
    <message>
        <source>Play to</source>
        <extracomment>Offered targets for ``target_points`` (the spec allows 5-100; A16 names 11 and 16).</extracomment>
        <translation>Play to</translation>
    </message>
    <message>
        <source>The game ends after the deal in which someone reaches this total (S4).</source>
        <translation>The game ends after the deal in which someone reaches this total (S4).</translation>
    </message>
    <message>
        <source>Aces, 2♠ and 10♦</source>
        <translation>Aces, 2♠ and 10♦</translation>
    </message>
    <message>
        <source>Either value anywhere, or high from the hand and low on the table (A1).</source>
        <translation>Either value anywhere, or high from the hand and low on the table (A1).</translation>
    </message>
    <message>
        <source>Either value anywhere</source>
        <translation>Either value anywhere</translation>
    </message>
    <message>
        <source>High from the hand, low on the table</source>
        <translation>High from the hand, low on the table</translation>
    </message>
    <message>
        <source>Aces score</source>
        <translation>Aces score</translation>
    </message>
    <message>
        <source>1 point per ace, or 1 point for the most aces (A2).</source>
        <translation>1 point per ace, or 1 point for the most aces (A2).</translation>
    </message>
    <message>
        <source>1 per ace</source>
        <translation>1 per ace</translation>
    </message>
    <message>
        <source>1 for most aces</source>
        <translation>1 for most aces</translation>
    </message>
    <message>
        <source>Ties for most cards or spades</source>
        <translation>Ties for most cards or spades</translation>
    </message>
    <message>
        <source>Nobody scores, or every tied player scores 1 (A15).</source>
        <translation>Nobody scores, or every tied player scores 1 (A15).</translation>
    </message>
    <message>
        <source>Nobody scores</source>
        <translation>Nobody scores</translation>
    </message>
    <message>
        <source>Each tied player scores</source>
        <translation>Each tied player scores</translation>
    </message>
    <message>
        <source>5♠ on an empty table</source>
        <translation>5♠ on an empty table</translation>
    </message>
    <message>
        <source>Laid out as a five, or taken as a sweep (A3).</source>
        <translation>Laid out as a five, or taken as a sweep (A3).</translation>
    </message>
    <message>
        <source>An ordinary five</source>
        <translation>An ordinary five</translation>
    </message>
    <message>
        <source>A sweep</source>
        <translation>A sweep</translation>
    </message>
    <message>
        <source>5♠ sweep while owning a build</source>
        <translation>5♠ sweep while owning a build</translation>
    </message>
    <message>
        <source>Whether a build owner may clear the table with 5♠ (A4).</source>
        <translation>Whether a build owner may clear the table with 5♠ (A4).</translation>
    </message>
    <message>
        <source>A build owner</source>
        <translation>A build owner</translation>
    </message>
    <message>
        <source>Must take or change the build, or may also trail and capture elsewhere (A5).</source>
        <translation>Must take or change the build, or may also trail and capture elsewhere (A5).</translation>
    </message>
    <message>
        <source>Must take or change it</source>
        <translation>Must take or change it</translation>
    </message>
    <message>
        <source>May leave it lying</source>
        <translation>May leave it lying</translation>
    </message>
    <message>
        <source>Raise your own build</source>
        <translation>Raise your own build</translation>
    </message>
    <message>
        <source>Whether an owner may raise their own single build (A6).</source>
        <translation>Whether an owner may raise their own single build (A6).</translation>
    </message>
    <message>
        <source>Table cards in builds</source>
        <translation>Table cards in builds</translation>
    </message>
    <message>
        <source>Loose table cards may join a raise or a &apos;build more&apos; (A8).</source>
        <translation>Loose table cards may join a raise or a &apos;build more&apos; (A8).</translation>
    </message>
    <message>
        <source>Builds in sums</source>
        <translation>Builds in sums</translation>
    </message>
    <message>
        <source>A single build may be part of a sum capture (A9).</source>
        <translation>A single build may be part of a sum capture (A9).</translation>
    </message>
    <message>
        <source>10♦ scores 2</source>
        <translation>10♦ scores 2</translation>
    </message>
    <message>
        <source>Always, or only when it captured from the hand as 16 (A11).</source>
        <translation>Always, or only when it captured from the hand as 16 (A11).</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Always</translation>
    </message>
    <message>
        <source>Only when taking as 16</source>
        <translation>Only when taking as 16</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>With 4 players, partners sit opposite and share one score (A21, S5).</source>
        <translation>With 4 players, partners sit opposite and share one score (A21, S5).</translation>
    </message>
    <message>
        <source>Everyone for themselves</source>
        <translation>Everyone for themselves</translation>
    </message>
    <message>
        <source>Partners opposite</source>
        <translation>Partners opposite</translation>
    </message>
    <message>
        <source>Show spades and aces during the deal</source>
        <translation>Show spades and aces during the deal</translation>
    </message>
    <message>
        <source>The score panel shows each player&apos;s captured spades and aces (R12).</source>
        <translation>The score panel shows each player&apos;s captured spades and aces (R12).</translation>
    </message>
    <message>
        <source>Hand high, table low</source>
        <translation>Hand high, table low</translation>
    </message>
    <message>
        <source>Relaxed builds</source>
        <translation>Relaxed builds</translation>
    </message>
    <message>
        <source>Play a card: take table cards of its value, build, or lay it on the table</source>
        <translation>Play a card: take table cards of its value, build, or lay it on the table</translation>
    </message>
    <message>
        <source>Take the table cards your card matches</source>
        <translation>Take the table cards your card matches</translation>
    </message>
    <message>
        <source>Build on the table; you must take the build later with a card of its value</source>
        <translation>Build on the table; you must take the build later with a card of its value</translation>
    </message>
    <message>
        <source>Take every card on the table: a sweep</source>
        <translation>Take every card on the table: a sweep</translation>
    </message>
    <message>
        <source>Lay the card on the table without taking anything</source>
        <translation>Lay the card on the table without taking anything</translation>
    </message>
</context>
<context>
    <name>gammel_jomfru</name>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Building on the aces</source>
        <translation>Building on the aces</translation>
    </message>
    <message>
        <source>From the king down to the two, or from the two up to the king, in the ace&apos;s suit (A1).</source>
        <translation>From the king down to the two, or from the two up to the king, in the ace&apos;s suit (A1).</translation>
    </message>
    <message>
        <source>Ace, king, queen … two</source>
        <translation>Ace, king, queen … two</translation>
    </message>
    <message>
        <source>Ace, two, three … king</source>
        <translation>Ace, two, three … king</translation>
    </message>
    <message>
        <source>Build on your own pile</source>
        <translation>Build on your own pile</translation>
    </message>
    <message>
        <source>A card one above or below your own face-up card may go there, and you go on (A2).</source>
        <translation>A card one above or below your own face-up card may go there, and you go on (A2).</translation>
    </message>
    <message>
        <source>A card that fits must be placed</source>
        <translation>A card that fits must be placed</translation>
    </message>
    <message>
        <source>Otherwise you may put it on your own pile and end your turn (A3).</source>
        <translation>Otherwise you may put it on your own pile and end your turn (A3).</translation>
    </message>
    <message>
        <source>Play the top of your own pile</source>
        <translation>Play the top of your own pile</translation>
    </message>
    <message>
        <source>On your turn, the top card of your face-up pile may also go to a foundation or another player&apos;s pile (A4).</source>
        <translation>On your turn, the top card of your face-up pile may also go to a foundation or another player&apos;s pile (A4).</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Rounds in a game; the fewest jomfru marks wins (S3).</source>
        <translation>Rounds in a game; the fewest jomfru marks wins (S3).</translation>
    </message>
    <message>
        <source>Next dealer</source>
        <translation>Next dealer</translation>
    </message>
    <message>
        <source>Who deals the next round (A7).</source>
        <translation>Who deals the next round (A7).</translation>
    </message>
    <message>
        <source>The player on the left</source>
        <translation>The player on the left</translation>
    </message>
    <message>
        <source>The Gammel Jomfru</source>
        <translation>The Gammel Jomfru</translation>
    </message>
    <message>
        <source>+1 to {seat}</source>
        <extracomment>The computers wait 0.6–1 s before a move per card, as the spec asks (at the default pace).</extracomment>
        <translation>+1 to {seat}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>Face up</translation>
    </message>
    <message>
        <source>Click your stock to turn the top card</source>
        <translation>Click your stock to turn the top card</translation>
    </message>
    <message>
        <source>Drag the turned card to a foundation or onto a pile one above or below it</source>
        <translation>Drag the turned card to a foundation or onto a pile one above or below it</translation>
    </message>
    <message>
        <source>Turn the top card of your stock; an empty stock is refilled from your pile</source>
        <translation>Turn the top card of your stock; an empty stock is refilled from your pile</translation>
    </message>
    <message>
        <source>Put the card on your own face-up pile; your turn ends</source>
        <translation>Put the card on your own face-up pile; your turn ends</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>That is not a move in Gammel Jomfru</source>
        <translation>That is not a move in Gammel Jomfru</translation>
    </message>
    <message>
        <source>Turn the top card of your stock first</source>
        <translation>Turn the top card of your stock first</translation>
    </message>
    <message>
        <source>Place the turned card first</source>
        <translation>Place the turned card first</translation>
    </message>
    <message>
        <source>Only the turned card can be moved</source>
        <translation>Only the turned card can be moved</translation>
    </message>
    <message>
        <source>An ace must go to the middle</source>
        <translation>An ace must go to the middle</translation>
    </message>
    <message>
        <source>Only an ace starts a foundation</source>
        <translation>Only an ace starts a foundation</translation>
    </message>
    <message>
        <source>{card} cannot go on the ace of {suit}</source>
        <translation>{card} cannot go on the ace of {suit}</translation>
    </message>
    <message>
        <source>{card} cannot go on {top}</source>
        <translation>{card} cannot go on {top}</translation>
    </message>
    <message>
        <source>{card} cannot go there: the next card on this foundation is {need}</source>
        <translation>{card} cannot go there: the next card on this foundation is {need}</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>This foundation is complete</translation>
    </message>
    <message>
        <source>The card must be one above or one below</source>
        <translation>The card must be one above or one below</translation>
    </message>
    <message>
        <source>There is no card to build on there</source>
        <translation>There is no card to build on there</translation>
    </message>
    <message>
        <source>You may not build on your own pile</source>
        <translation>You may not build on your own pile</translation>
    </message>
    <message>
        <source>{card} can go on {place}</source>
        <translation>{card} can go on {place}</translation>
    </message>
    <message>
        <source>{seat}&apos;s pile</source>
        <translation>{seat}&apos;s pile</translation>
    </message>
    <message>
        <source>your own pile</source>
        <translation>your own pile</translation>
    </message>
    <message>
        <source>the {suit} foundation</source>
        <translation>the {suit} foundation</translation>
    </message>
    <message>
        <source>Turn the top card</source>
        <translation>Turn the top card</translation>
    </message>
    <message>
        <source>Put {card} on {place}</source>
        <translation>Put {card} on {place}</translation>
    </message>
    <message>
        <source>Nowhere to go – put it on your own pile</source>
        <translation>Nowhere to go – put it on your own pile</translation>
    </message>
    <message>
        <source>{seat} turns the pile over</source>
        <translation>{seat} turns the pile over</translation>
    </message>
    <message>
        <source>{card} starts a foundation</source>
        <translation>{card} starts a foundation</translation>
    </message>
    <message>
        <source>{seat} is out in place {place}</source>
        <translation>{seat} is out in place {place}</translation>
    </message>
    <message>
        <source>{seat} is GAMMEL JOMFRU</source>
        <translation>{seat} is GAMMEL JOMFRU</translation>
    </message>
    <message>
        <source>Nothing has moved for two turns of every pile: the round is blocked</source>
        <translation>Nothing has moved for two turns of every pile: the round is blocked</translation>
    </message>
    <message>
        <source>No card has reached the middle for three turns of every pile: the round is blocked</source>
        <translation>No card has reached the middle for three turns of every pile: the round is blocked</translation>
    </message>
    <message>
        <source>Round {round}: {seat} is GAMMEL JOMFRU (1 mark)</source>
        <translation>Round {round}: {seat} is GAMMEL JOMFRU (1 mark)</translation>
    </message>
    <message>
        <source>Round {round}: blocked, joint GAMMEL JOMFRU {seats} (1 mark each)</source>
        <translation>Round {round}: blocked, joint GAMMEL JOMFRU {seats} (1 mark each)</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {left} players still have cards</source>
        <translation>Round {round} of {rounds}: {left} players still have cards</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} wins</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Shared win: {seats}</translation>
    </message>
</context>
<context>
    <name>gris</name>
    <message>
        <source>Pig points that end the game</source>
        <translation>Pig points that end the game</translation>
    </message>
    <message>
        <source>The game ends when a player has this many pig points; 0 plays on without end (S2, S3).</source>
        <translation>The game ends when a player has this many pig points; 0 plays on without end (S2, S3).</translation>
    </message>
    <message>
        <source>Start of the race</source>
        <translation>Start of the race</translation>
    </message>
    <message>
        <source>The first four of a kind is marked with a flash, or the cards just appear and you must notice them yourself (A4).</source>
        <translation>The first four of a kind is marked with a flash, or the cards just appear and you must notice them yourself (A4).</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>Quiet</source>
        <translation>Quiet</translation>
    </message>
    <message>
        <source>Four cards that are not four of a kind</source>
        <translation>Four cards that are not four of a kind</translation>
    </message>
    <message>
        <source>Laying down four cards that are not of one rank while the pig goes round is refused, or makes you GRIS at once (A5).</source>
        <translation>Laying down four cards that are not of one rank while the pig goes round is refused, or makes you GRIS at once (A5).</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refused</translation>
    </message>
    <message>
        <source>You are GRIS</source>
        <translation>You are GRIS</translation>
    </message>
    <message>
        <source>Rounds of the pig before a redeal</source>
        <translation>Rounds of the pig before a redeal</translation>
    </message>
    <message>
        <source>If the pig goes round the table this many times without four of a kind, the deal is void and dealt again (R6).</source>
        <translation>If the pig goes round the table this many times without four of a kind, the deal is void and dealt again (R6).</translation>
    </message>
    <message>
        <source>Computer reaction time</source>
        <translation>Computer reaction time</translation>
    </message>
    <message>
        <source>How fast the computer players lay down in the race: slow (1.2–3 s), normal (0.7–2 s) or fast (0.4–1.2 s).</source>
        <translation>How fast the computer players lay down in the race: slow (1.2–3 s), normal (0.7–2 s) or fast (0.4–1.2 s).</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>No. {place}</source>
        <translation>No. {place}</translation>
    </message>
    <message>
        <source>Lay down here</source>
        <translation>Lay down here</translation>
    </message>
    <message>
        <source>Send the pig on to {player}: drag it onto their seat, or click Send</source>
        <translation>Send the pig on to {player}: drag it onto their seat, or click Send</translation>
    </message>
    <message>
        <source>Give a card back to {player}: drag it onto their seat (not the pig)</source>
        <translation>Give a card back to {player}: drag it onto their seat (not the pig)</translation>
    </message>
    <message>
        <source>You have four of a kind: click Fire ens! to lay it down</source>
        <translation>You have four of a kind: click Fire ens! to lay it down</translation>
    </message>
    <message>
        <source>LÆG NED! Lay down four cards – quick, click the button or press space</source>
        <translation>LÆG NED! Lay down four cards – quick, click the button or press space</translation>
    </message>
    <message>
        <source>A new deal: play it, or stop the game here</source>
        <translation>A new deal: play it, or stop the game here</translation>
    </message>
    <message>
        <source>The pig goes face up to your left neighbour, who gives you a card back</source>
        <translation>The pig goes face up to your left neighbour, who gives you a card back</translation>
    </message>
    <message>
        <source>Give the selected card back, face down</source>
        <translation>Give the selected card back, face down</translation>
    </message>
    <message>
        <source>Lay your four of a kind on the table: you are safe, and the race begins for everyone else</source>
        <translation>Lay your four of a kind on the table: you are safe, and the race begins for everyone else</translation>
    </message>
    <message>
        <source>Lay four cards on the table: the four selected, else the first four in your hand</source>
        <translation>Lay four cards on the table: the four selected, else the first four in your hand</translation>
    </message>
    <message>
        <source>End the game now; the fewest pig points win</source>
        <translation>End the game now; the fewest pig points win</translation>
    </message>
    <message>
        <source>That is not a move in Gris</source>
        <extracomment>Rank order of a sorted hand (D3): the table shows it so, &quot;first four&quot; follows it.</extracomment>
        <translation>That is not a move in Gris</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>{player} has the pig, not you</source>
        <translation>{player} has the pig, not you</translation>
    </message>
    <message>
        <source>Only the pig is sent on</source>
        <translation>Only the pig is sent on</translation>
    </message>
    <message>
        <source>Send the pig to {player}, on your left</source>
        <translation>Send the pig to {player}, on your left</translation>
    </message>
    <message>
        <source>Give a card back to {player} first</source>
        <translation>Give a card back to {player} first</translation>
    </message>
    <message>
        <source>You owe nobody a card now</source>
        <translation>You owe nobody a card now</translation>
    </message>
    <message>
        <source>You cannot give the pig back</source>
        <translation>You cannot give the pig back</translation>
    </message>
    <message>
        <source>Give the card back to {player}</source>
        <translation>Give the card back to {player}</translation>
    </message>
    <message>
        <source>Choose one card to give back</source>
        <translation>Choose one card to give back</translation>
    </message>
    <message>
        <source>You do not have four of a kind</source>
        <translation>You do not have four of a kind</translation>
    </message>
    <message>
        <source>Lay down exactly four cards</source>
        <translation>Lay down exactly four cards</translation>
    </message>
    <message>
        <source>The race is on: lay down four cards</source>
        <translation>The race is on: lay down four cards</translation>
    </message>
    <message>
        <source>The race has not begun: only four of a kind may be laid down</source>
        <translation>The race has not begun: only four of a kind may be laid down</translation>
    </message>
    <message>
        <source>You have laid down already</source>
        <translation>You have laid down already</translation>
    </message>
    <message>
        <source>The game can be stopped only at a new deal, in a game without end</source>
        <translation>The game can be stopped only at a new deal, in a game without end</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Give</translation>
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
        <translation>Stop the game</translation>
    </message>
    <message>
        <source>{player} is safe as number {place}</source>
        <translation>{player} is safe as number {place}</translation>
    </message>
    <message>
        <source>GRIS!</source>
        <translation>GRIS!</translation>
    </message>
    <message>
        <source>{player} is GRIS and deals next</source>
        <translation>{player} is GRIS and deals next</translation>
    </message>
    <message>
        <source>{player} laid down four cards that are not four of a kind and is GRIS</source>
        <translation>{player} laid down four cards that are not four of a kind and is GRIS</translation>
    </message>
    <message>
        <source>The pig went round {laps} times without four of a kind: the deal is void</source>
        <translation>The pig went round {laps} times without four of a kind: the deal is void</translation>
    </message>
    <message>
        <source>Round {n}: {player} is GRIS – 1 pig point (S1)</source>
        <translation>Round {n}: {player} is GRIS – 1 pig point (S1)</translation>
    </message>
    <message>
        <source>Round {n}: void, nobody scores (R6)</source>
        <translation>Round {n}: void, nobody scores (R6)</translation>
    </message>
    <message>
        <source>Round {round} · {points} pig points end the game</source>
        <translation>Round {round} · {points} pig points end the game</translation>
    </message>
    <message>
        <source>Round {round} · no end</source>
        <translation>Round {round} · no end</translation>
    </message>
    <message>
        <source>{status} · last race: {order}</source>
        <translation>{status} · last race: {order}</translation>
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
        <translation>You do not hold {card}.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>The player who leads must play a card.</source>
        <translation>The player who leads must play a card.</translation>
    </message>
    <message>
        <source>You may pass only when you cannot follow suit ({suit}).</source>
        <translation>You may pass only when you cannot follow suit ({suit}).</translation>
    </message>
    <message>
        <source>Play one card.</source>
        <translation>Play one card.</translation>
    </message>
    <message>
        <source>{seat} passes.</source>
        <translation>{seat} passes.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>That is not a move in this game.</source>
        <translation>That is not a move in this game.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
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
        <translation>Beginner (random)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Strong</translation>
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
        <translation>A meld may not have more jokers than natural cards</translation>
    </message>
    <message>
        <source>A run needs three cards of the same suit in sequence</source>
        <translation>A run needs three cards of the same suit in sequence</translation>
    </message>
    <message>
        <source>A run needs at least four cards of one suit in sequence</source>
        <translation>A run needs at least four cards of one suit in sequence</translation>
    </message>
    <message>
        <source>A set needs at least three cards of the same rank</source>
        <translation>A set needs at least three cards of the same rank</translation>
    </message>
    <message>
        <source>A set has at most four cards</source>
        <translation>A set has at most four cards</translation>
    </message>
    <message>
        <source>A set may not have two cards of the same suit</source>
        <translation>A set may not have two cards of the same suit</translation>
    </message>
    <message>
        <source>A meld is either cards of one rank (a set) or cards of one suit in sequence (a run)</source>
        <translation>A meld is either cards of one rank (a set) or cards of one suit in sequence (a run)</translation>
    </message>
    <message>
        <source>A run cannot hold two cards for the same place</source>
        <translation>A run cannot hold two cards for the same place</translation>
    </message>
    <message>
        <source>Ace is low in this game: Q-K-A is not a run</source>
        <translation>Ace is low in this game: Q-K-A is not a run</translation>
    </message>
    <message>
        <source>A run cannot go round the corner from king to two</source>
        <translation>A run cannot go round the corner from king to two</translation>
    </message>
    <message>
        <source>Say which card the joker stands for: put the cards in their order</source>
        <translation>Say which card the joker stands for: put the cards in their order</translation>
    </message>
    <message>
        <source>Joker = {first} or {second}?</source>
        <translation>Joker = {first} or {second}?</translation>
    </message>
    <message>
        <source>{card} does not fit this meld</source>
        <translation>{card} does not fit this meld</translation>
    </message>
    <message>
        <source>{card} does not fit any meld on the table</source>
        <translation>{card} does not fit any meld on the table</translation>
    </message>
    <message>
        <source>No joker in this meld stands for {card}</source>
        <translation>No joker in this meld stands for {card}</translation>
    </message>
    <message>
        <source>Jokers in sets cannot be taken</source>
        <translation>Jokers in sets cannot be taken</translation>
    </message>
</context>
<context>
    <name>net</name>
    <message>
        <source>That move is not allowed just now.</source>
        <translation>That move is not allowed just now.</translation>
    </message>
</context>
<context>
    <name>network</name>
    <message>
        <source>The join code is wrong. Ask the host for the six digits shown on their table.</source>
        <extracomment>How long the table shows the last move before the end dialog (ms), as after a local game.</extracomment>
        <translation>The join code is wrong. Ask the host for the six digits shown on their table.</translation>
    </message>
    <message>
        <source>The host has another version of kortbord. Both PCs need the same version.</source>
        <translation>The host has another version of kortbord. Both PCs need the same version.</translation>
    </message>
    <message>
        <source>Your seat could not be taken back. Join again with the code.</source>
        <translation>Your seat could not be taken back. Join again with the code.</translation>
    </message>
    <message>
        <source>Every open seat at this table is taken.</source>
        <translation>Every open seat at this table is taken.</translation>
    </message>
    <message>
        <source>Please type a name of at most 24 characters.</source>
        <translation>Please type a name of at most 24 characters.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this PC. Wait a minute, then try again.</source>
        <translation>Too many wrong codes from this PC. Wait a minute, then try again.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>The host has closed the table.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>The connection to the host was lost.</translation>
    </message>
    <message>
        <source>No kortbord table answers at {address}.</source>
        <translation>No kortbord table answers at {address}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>The host refused: {reason}</translation>
    </message>
    <message>
        <source>If the host opens the game again later, join it again: your seat is kept for you.</source>
        <extracomment>The last update received (a table put up after the welcome starts from it). The end dialog shown when the match ended (None: not yet).</extracomment>
        <translation>If the host opens the game again later, join it again: your seat is kept for you.</translation>
    </message>
    <message>
        <source>Join code {code} · address {address}</source>
        <extracomment>Seconds a new connection may take to say hello. Where the network seats are saved, and the match they belong to (game, seed, dealer).</extracomment>
        <translation>Join code {code} · address {address}</translation>
    </message>
    <message>
        <source>players to come: {n}</source>
        <translation>players to come: {n}</translation>
    </message>
    <message>
        <source>{game} cannot be played from another PC yet.</source>
        <translation>{game} cannot be played from another PC yet.</translation>
    </message>
</context>
<context>
    <name>olsen</name>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Cards to draw when you cannot play</source>
        <translation>Cards to draw when you cannot play</translation>
    </message>
    <message>
        <source>Draw one card, or up to three, stopping at the first card you can play (R4, A3).</source>
        <translation>Draw one card, or up to three, stopping at the first card you can play (R4, A3).</translation>
    </message>
    <message>
        <source>May draw instead of playing</source>
        <translation>May draw instead of playing</translation>
    </message>
    <message>
        <source>A player may draw although he could play, and may keep a drawn card that fits (A2).</source>
        <translation>A player may draw although he could play, and may keep a drawn card that fits (A2).</translation>
    </message>
    <message>
        <source>Play several cards of the same rank</source>
        <translation>Play several cards of the same rank</translation>
    </message>
    <message>
        <source>Cards of one rank may be played together; the first must fit, the last lies on top (A9).</source>
        <translation>Cards of one rank may be played together; the first must fit, the last lies on top (A9).</translation>
    </message>
    <message>
        <source>No closing on an eight or a two</source>
        <translation>No closing on an eight or a two</translation>
    </message>
    <message>
        <source>The last card may not be an eight or a two (A8).</source>
        <translation>The last card may not be an eight or a two (A8).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Count games won, or penalty points for the cards left in hand (S1, S2).</source>
        <translation>Count games won, or penalty points for the cards left in hand (S1, S2).</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Penalty points</translation>
    </message>
    <message>
        <source>Points that end the session</source>
        <translation>Points that end the session</translation>
    </message>
    <message>
        <source>With penalty points: the session ends when somebody reaches this total (S2).</source>
        <translation>With penalty points: the session ends when somebody reaches this total (S2).</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Play for places</translation>
    </message>
    <message>
        <source>Play on until one player is left and record the finishing order; not with penalty points (S3).</source>
        <translation>Play on until one player is left and record the finishing order; not with penalty points (S3).</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>That is not a move in Olsen</source>
        <translation>That is not a move in Olsen</translation>
    </message>
    <message>
        <source>Play {suit}, a {rank} or an eight</source>
        <translation>Play {suit}, a {rank} or an eight</translation>
    </message>
    <message>
        <source>Play {suit}, an ace or an eight</source>
        <translation>Play {suit}, an ace or an eight</translation>
    </message>
    <message>
        <source>Play {suit} or an eight</source>
        <translation>Play {suit} or an eight</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>Put a card on the discard pile</source>
        <translation>Put a card on the discard pile</translation>
    </message>
    <message>
        <source>Play one card at a time</source>
        <translation>Play one card at a time</translation>
    </message>
    <message>
        <source>Cards played together must have the same rank</source>
        <translation>Cards played together must have the same rank</translation>
    </message>
    <message>
        <source>You have a card you can play</source>
        <translation>You have a card you can play</translation>
    </message>
    <message>
        <source>You drew {card}: play it</source>
        <translation>You drew {card}: play it</translation>
    </message>
    <message>
        <source>You drew {card}: play it or keep it</source>
        <translation>You drew {card}: play it or keep it</translation>
    </message>
    <message>
        <source>There is no drawn card to keep</source>
        <translation>There is no drawn card to keep</translation>
    </message>
    <message>
        <source>The eight asked for {suit}</source>
        <translation>The eight asked for {suit}</translation>
    </message>
    <message>
        <source>Name a suit for your eight first</source>
        <translation>Name a suit for your eight first</translation>
    </message>
    <message>
        <source>You name a suit only after playing an eight</source>
        <translation>You name a suit only after playing an eight</translation>
    </message>
    <message>
        <source>Name clubs, diamonds, hearts or spades</source>
        <translation>Name clubs, diamonds, hearts or spades</translation>
    </message>
    <message>
        <source>You say Olsen when you play your second-to-last card</source>
        <translation>You say Olsen when you play your second-to-last card</translation>
    </message>
    <message>
        <source>Say Olsen before you play your last card</source>
        <translation>Say Olsen before you play your last card</translation>
    </message>
    <message>
        <source>You must draw: you did not say Olsen</source>
        <translation>You must draw: you did not say Olsen</translation>
    </message>
    <message>
        <source>Your last card may not be an eight or a two</source>
        <translation>Your last card may not be an eight or a two</translation>
    </message>
    <message>
        <source>There is nothing left to draw</source>
        <translation>There is nothing left to draw</translation>
    </message>
    <message>
        <source>You may pass only when you can neither play nor draw</source>
        <translation>You may pass only when you can neither play nor draw</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Play {count} cards, {card} on top</source>
        <translation>Play {count} cards, {card} on top</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>Keep the drawn card</source>
        <translation>Keep the drawn card</translation>
    </message>
    <message>
        <source>Ask for {suit}</source>
        <translation>Ask for {suit}</translation>
    </message>
    <message>
        <source>Olsen!</source>
        <translation>Olsen!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>{player} asks for {suit}</source>
        <translation>{player} asks for {suit}</translation>
    </message>
    <message>
        <source>{player} draws {count} and misses the turn</source>
        <translation>{player} draws {count} and misses the turn</translation>
    </message>
    <message>
        <source>{player} forgot to say Olsen</source>
        <translation>{player} forgot to say Olsen</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passes</translation>
    </message>
    <message>
        <source>The discard pile becomes the new stock</source>
        <translation>The discard pile becomes the new stock</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} wins the game</translation>
    </message>
    <message>
        <source>{player} is out in place {place}</source>
        <translation>{player} is out in place {place}</translation>
    </message>
    <message>
        <source>{player} closed game {number}</source>
        <translation>{player} closed game {number}</translation>
    </message>
    <message>
        <source>Game won</source>
        <translation>Game won</translation>
    </message>
    <message>
        <source>Game {number}</source>
        <translation>Game {number}</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Finishing place</translation>
    </message>
    <message>
        <source>Game {number}, target {target}</source>
        <translation>Game {number}, target {target}</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Play a card of the same suit or rank, or an eight – or draw from the stock</source>
        <translation>Play a card of the same suit or rank, or an eight – or draw from the stock</translation>
    </message>
    <message>
        <source>Name the suit the next player must play</source>
        <translation>Name the suit the next player must play</translation>
    </message>
    <message>
        <source>Play the card you have just drawn</source>
        <translation>Play the card you have just drawn</translation>
    </message>
    <message>
        <source>Say Olsen! now: you have one card left</source>
        <translation>Say Olsen! now: you have one card left</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Take the top card of the stock</translation>
    </message>
    <message>
        <source>Keep the drawn card in your hand; your turn ends</source>
        <translation>Keep the drawn card in your hand; your turn ends</translation>
    </message>
    <message>
        <source>The next player must play this suit or an eight</source>
        <translation>The next player must play this suit or an eight</translation>
    </message>
    <message>
        <source>Say it when you have one card left, before the next player plays – or you must draw</source>
        <translation>Say it when you have one card left, before the next player plays – or you must draw</translation>
    </message>
    <message>
        <source>You cannot play and there is nothing to draw</source>
        <translation>You cannot play and there is nothing to draw</translation>
    </message>
</context>
<context>
    <name>rodskagg</name>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Penalty points</translation>
    </message>
    <message>
        <source>The size P of every penalty (A5).</source>
        <translation>The size P of every penalty (A5).</translation>
    </message>
    <message>
        <source>Table rituals</source>
        <translation>Table rituals</translation>
    </message>
    <message>
        <source>The dealer&apos;s knock, announcing &apos;ett kvar&apos; and &apos;noll&apos;, and knocking on the table to point out mistakes (A11).</source>
        <translation>The dealer&apos;s knock, announcing &apos;ett kvar&apos; and &apos;noll&apos;, and knocking on the table to point out mistakes (A11).</translation>
    </message>
    <message>
        <source>Penalty for a forgotten question</source>
        <translation>Penalty for a forgotten question</translation>
    </message>
    <message>
        <source>A leader who forgets &apos;Följer ni med?&apos; also gets the penalty when it is pointed out (A9).</source>
        <translation>A leader who forgets &apos;Följer ni med?&apos; also gets the penalty when it is pointed out (A9).</translation>
    </message>
    <message>
        <source>Reaching 0 wins at once</source>
        <translation>Reaching 0 wins at once</translation>
    </message>
    <message>
        <source>&apos;Tack för hjälpen&apos;: a player who reaches exactly 0 wins at once (S8).</source>
        <translation>&apos;Tack för hjälpen&apos;: a player who reaches exactly 0 wins at once (S8).</translation>
    </message>
    <message>
        <source>When everybody passes</source>
        <translation>When everybody passes</translation>
    </message>
    <message>
        <source>The dealer must bid, or the cards are thrown in (A2).</source>
        <translation>The dealer must bid, or the cards are thrown in (A2).</translation>
    </message>
    <message>
        <source>The dealer must bid</source>
        <translation>The dealer must bid</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>Deal again</translation>
    </message>
    <message>
        <source>Computer players&apos; slips (%)</source>
        <translation>Computer players&apos; slips (%)</translation>
    </message>
    <message>
        <source>How often a computer player forgets an announcement or the question, so that you can catch it (A11).</source>
        <translation>How often a computer player forgets an announcement or the question, so that you can catch it (A11).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Exchanged hands</source>
        <translation>Exchanged hands</translation>
    </message>
    <message>
        <source>Laid aside</source>
        <translation>Laid aside</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <translation>You must follow suit: you hold {suit}</translation>
    </message>
    <message>
        <source>Wait for the dealer&apos;s knock</source>
        <translation>Wait for the dealer&apos;s knock</translation>
    </message>
    <message>
        <source>Only the dealer knocks for the deal</source>
        <translation>Only the dealer knocks for the deal</translation>
    </message>
    <message>
        <source>Your cards are already face up</source>
        <translation>Your cards are already face up</translation>
    </message>
    <message>
        <source>You hold a court card ({card})</source>
        <translation>You hold a court card ({card})</translation>
    </message>
    <message>
        <source>Your new hand is final: the stock ran out</source>
        <translation>Your new hand is final: the stock ran out</translation>
    </message>
    <message>
        <source>Wait: {seat} decides</source>
        <translation>Wait: {seat} decides</translation>
    </message>
    <message>
        <source>Hands are exchanged only before the bidding</source>
        <translation>Hands are exchanged only before the bidding</translation>
    </message>
    <message>
        <source>Bid higher than {bid} or pass</source>
        <translation>Bid higher than {bid} or pass</translation>
    </message>
    <message>
        <source>Everybody else passed: the dealer must bid</source>
        <translation>Everybody else passed: the dealer must bid</translation>
    </message>
    <message>
        <source>Bid 0 to 6 tricks or Rödskägg, or pass</source>
        <translation>Bid 0 to 6 tricks or Rödskägg, or pass</translation>
    </message>
    <message>
        <source>There is no bidding now</source>
        <translation>There is no bidding now</translation>
    </message>
    <message>
        <source>The bidding comes first</source>
        <translation>The bidding comes first</translation>
    </message>
    <message>
        <source>Only the player who has the game asks</source>
        <translation>Only the player who has the game asks</translation>
    </message>
    <message>
        <source>The question comes after trick 4, before the next lead</source>
        <translation>The question comes after trick 4, before the next lead</translation>
    </message>
    <message>
        <source>You have won a trick: you play on</source>
        <translation>You have won a trick: you play on</translation>
    </message>
    <message>
        <source>Wait for the answers to the question</source>
        <translation>Wait for the answers to the question</translation>
    </message>
    <message>
        <source>Nobody asked you</source>
        <translation>Nobody asked you</translation>
    </message>
    <message>
        <source>You have dropped out of this round</source>
        <translation>You have dropped out of this round</translation>
    </message>
    <message>
        <source>You are out of the game</source>
        <translation>You are out of the game</translation>
    </message>
    <message>
        <source>There is nothing to announce</source>
        <translation>There is nothing to announce</translation>
    </message>
    <message>
        <source>Nothing to point out</source>
        <translation>Nothing to point out</translation>
    </message>
    <message>
        <source>Too late</source>
        <translation>Too late</translation>
    </message>
    <message>
        <source>This game is played without rituals</source>
        <translation>This game is played without rituals</translation>
    </message>
    <message>
        <source>That is not possible now</source>
        <translation>That is not possible now</translation>
    </message>
    <message>
        <source>Knacka</source>
        <translation>Knacka</translation>
    </message>
    <message>
        <source>Look at your cards</source>
        <translation>Look at your cards</translation>
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
        <translation>Bid {bid}</translation>
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
        <translation>Play {card}</translation>
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
        <translation>{seat} turns up his cards</translation>
    </message>
    <message>
        <source>{seat} takes new cards</source>
        <translation>{seat} takes new cards</translation>
    </message>
    <message>
        <source>{seat} keeps his cards</source>
        <translation>{seat} keeps his cards</translation>
    </message>
    <message>
        <source>The stock ran out: the cards are shuffled again</source>
        <translation>The stock ran out: the cards are shuffled again</translation>
    </message>
    <message>
        <source>{seat} bids {bid}</source>
        <translation>{seat} bids {bid}</translation>
    </message>
    <message>
        <source>{seat}: smyger</source>
        <translation>{seat}: smyger</translation>
    </message>
    <message>
        <source>{seat} has the game with {bid}</source>
        <translation>{seat} has the game with {bid}</translation>
    </message>
    <message>
        <source>Everybody passed: the cards are thrown in</source>
        <translation>Everybody passed: the cards are thrown in</translation>
    </message>
    <message>
        <source>{seat}: Följer ni med?</source>
        <translation>{seat}: Följer ni med?</translation>
    </message>
    <message>
        <source>{seat} goes along</source>
        <translation>{seat} goes along</translation>
    </message>
    <message>
        <source>{seat} drops</source>
        <translation>{seat} drops</translation>
    </message>
    <message>
        <source>Everybody dropped: {seat} takes tricks 5 and 6</source>
        <translation>Everybody dropped: {seat} takes tricks 5 and 6</translation>
    </message>
    <message>
        <source>{seat} did not ask: everybody plays on</source>
        <translation>{seat} did not ask: everybody plays on</translation>
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
        <translation>+{points} to {seat}: {reason}</translation>
    </message>
    <message>
        <source>Rödskägg failed: {seat} is out of the game</source>
        <translation>Rödskägg failed: {seat} is out of the game</translation>
    </message>
    <message>
        <source>{seat} made Rödskägg!</source>
        <translation>{seat} made Rödskägg!</translation>
    </message>
    <message>
        <source>Deciding round between {seats}</source>
        <translation>Deciding round between {seats}</translation>
    </message>
    <message>
        <source>{seat} reaches 0: tack för hjälpen!</source>
        <translation>{seat} reaches 0: tack för hjälpen!</translation>
    </message>
    <message>
        <source>looked at his cards before the knock</source>
        <translation>looked at his cards before the knock</translation>
    </message>
    <message>
        <source>did not say &apos;ett kvar&apos;</source>
        <translation>did not say &apos;ett kvar&apos;</translation>
    </message>
    <message>
        <source>did not say &apos;noll&apos;</source>
        <translation>did not say &apos;noll&apos;</translation>
    </message>
    <message>
        <source>did not ask &apos;Följer ni med?&apos;</source>
        <translation>did not ask &apos;Följer ni med?&apos;</translation>
    </message>
    <message>
        <source>took fewer tricks than he bid</source>
        <translation>took fewer tricks than he bid</translation>
    </message>
    <message>
        <source>went along and won no trick</source>
        <translation>went along and won no trick</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Round {round}: {seat} bid {bid}, took {tricks}</source>
        <translation>Round {round}: {seat} bid {bid}, took {tricks}</translation>
    </message>
    <message>
        <source>Round {round}: thrown in</source>
        <translation>Round {round}: thrown in</translation>
    </message>
    <message>
        <source>Round {round}: deciding round, {seat} took most</source>
        <translation>Round {round}: deciding round, {seat} took most</translation>
    </message>
    <message>
        <source>Round {round}: deciding round tied</source>
        <translation>Round {round}: deciding round tied</translation>
    </message>
    <message>
        <source>Round {round} (in play)</source>
        <translation>Round {round} (in play)</translation>
    </message>
    <message>
        <source>Round {round}: {seat} deals</source>
        <translation>Round {round}: {seat} deals</translation>
    </message>
    <message>
        <source>Round {round}: new cards for hands without court cards</source>
        <translation>Round {round}: new cards for hands without court cards</translation>
    </message>
    <message>
        <source>Round {round}: bidding</source>
        <translation>Round {round}: bidding</translation>
    </message>
    <message>
        <source>Round {round}: {seat} bid {bid}, has {tricks}</source>
        <translation>Round {round}: {seat} bid {bid}, has {tricks}</translation>
    </message>
    <message>
        <source>Deciding round</source>
        <translation>Deciding round</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} wins</translation>
    </message>
    <message>
        <source>Round limit reached: shared win of {seats}</source>
        <translation>Round limit reached: shared win of {seats}</translation>
    </message>
    <message>
        <source>Knock on the table: then everybody may look</source>
        <translation>Knock on the table: then everybody may look</translation>
    </message>
    <message>
        <source>No court card in your hand: keep it, or take six new cards</source>
        <translation>No court card in your hand: keep it, or take six new cards</translation>
    </message>
    <message>
        <source>Bid the tricks you will take, Rödskägg for all six, or pass</source>
        <translation>Bid the tricks you will take, Rödskägg for all six, or pass</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Play a card: follow suit if you can</translation>
    </message>
    <message>
        <source>You have no trick yet: play the last two tricks, or drop out</source>
        <translation>You have no trick yet: play the last two tricks, or drop out</translation>
    </message>
    <message>
        <source>Deciding round: play a card, follow suit if you can</source>
        <translation>Deciding round: play a card, follow suit if you can</translation>
    </message>
    <message>
        <source>Wait for the dealer&apos;s knock before you look at your cards</source>
        <translation>Wait for the dealer&apos;s knock before you look at your cards</translation>
    </message>
    <message>
        <source>Announce your score before the next card is played</source>
        <translation>Announce your score before the next card is played</translation>
    </message>
    <message>
        <source>Somebody made a mistake: knock on the table to catch it</source>
        <translation>Somebody made a mistake: knock on the table to catch it</translation>
    </message>
    <message>
        <source>The dealer&apos;s knock: now everybody may look</source>
        <translation>The dealer&apos;s knock: now everybody may look</translation>
    </message>
    <message>
        <source>Looking before the knock is a mistake: another player may knock you for it</source>
        <translation>Looking before the knock is a mistake: another player may knock you for it</translation>
    </message>
    <message>
        <source>Lay your hand away and get six new cards</source>
        <translation>Lay your hand away and get six new cards</translation>
    </message>
    <message>
        <source>Play with the cards you hold</source>
        <translation>Play with the cards you hold</translation>
    </message>
    <message>
        <source>The highest bid leads all six tricks and must take at least that many</source>
        <translation>The highest bid leads all six tricks and must take at least that many</translation>
    </message>
    <message>
        <source>Win all six tricks and you win the game – lose one and you are out</source>
        <translation>Win all six tricks and you win the game – lose one and you are out</translation>
    </message>
    <message>
        <source>Smyg: no bid this round</source>
        <translation>Smyg: no bid this round</translation>
    </message>
    <message>
        <source>Ask the players without a trick whether they play the last two tricks</source>
        <translation>Ask the players without a trick whether they play the last two tricks</translation>
    </message>
    <message>
        <source>Play on: every trick you take costs 2, no trick at all costs a penalty</source>
        <translation>Play on: every trick you take costs 2, no trick at all costs a penalty</translation>
    </message>
    <message>
        <source>Lay your cards down and sit out the last two tricks</source>
        <translation>Lay your cards down and sit out the last two tricks</translation>
    </message>
    <message>
        <source>Say your score aloud before the next card is played</source>
        <translation>Say your score aloud before the next card is played</translation>
    </message>
    <message>
        <source>Knock on the table: another player&apos;s open mistake costs a penalty</source>
        <translation>Knock on the table: another player&apos;s open mistake costs a penalty</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Score {score}</translation>
    </message>
    <message>
        <source>Score {score} · bid {bid}</source>
        <translation>Score {score} · bid {bid}</translation>
    </message>
    <message>
        <source>Score {score} · smyg</source>
        <translation>Score {score} · smyg</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Out of the game</translation>
    </message>
    <message>
        <source>Say…</source>
        <translation>Say…</translation>
    </message>
</context>
<context>
    <name>ruder_syv</name>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>More tricks than bid</source>
        <translation>More tricks than bid</translation>
    </message>
    <message>
        <source>Counts as missed</source>
        <translation>Counts as missed</translation>
    </message>
    <message>
        <source>Scores nothing</source>
        <translation>Scores nothing</translation>
    </message>
    <message>
        <source>Counts as made</source>
        <translation>Counts as made</translation>
    </message>
    <message>
        <source>Seven of diamonds may always be played</source>
        <translation>Seven of diamonds may always be played</translation>
    </message>
    <message>
        <source>Pass when you cannot follow suit</source>
        <translation>Pass when you cannot follow suit</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Winning score</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>You must follow suit ({suit})</translation>
    </message>
    <message>
        <source>Bid 0, 1, 2 or 3 tricks</source>
        <translation>Bid 0, 1, 2 or 3 tricks</translation>
    </message>
    <message>
        <source>The bidding comes first</source>
        <translation>The bidding comes first</translation>
    </message>
    <message>
        <source>The bidding is over</source>
        <translation>The bidding is over</translation>
    </message>
    <message>
        <source>{seat} bids {bid}</source>
        <translation>{seat} bids {bid}</translation>
    </message>
    <message>
        <source>{seat} plays for {bid} tricks</source>
        <translation>{seat} plays for {bid} tricks</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Bid {bid}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Pass (play no card)</source>
        <translation>Pass (play no card)</translation>
    </message>
    <message>
        <source>Hand {hand}: bidding</source>
        <translation>Hand {hand}: bidding</translation>
    </message>
    <message>
        <source>{seat} bid {bid}, has {tricks}</source>
        <translation>{seat} bid {bid}, has {tricks}</translation>
    </message>
    <message>
        <source>Hand {hand}: {seat} bid {bid}, took {tricks}</source>
        <translation>Hand {hand}: {seat} bid {bid}, took {tricks}</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} wins</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Shared win: {seats}</translation>
    </message>
    <message>
        <source>Aside</source>
        <translation>Aside</translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you think you will take</source>
        <translation>Bid the exact number of tricks you think you will take</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can – the seven of diamonds beats everything</source>
        <translation>Play a card: follow suit if you can – the seven of diamonds beats everything</translation>
    </message>
    <message>
        <source>The highest bid plays alone against the others and must take exactly that many tricks</source>
        <translation>The highest bid plays alone against the others and must take exactly that many tricks</translation>
    </message>
    <message>
        <source>Bid: {bid}</source>
        <extracomment>Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Bid: {bid}</translation>
    </message>
    <message>
        <source>Bid: {bid} – highest</source>
        <translation>Bid: {bid} – highest</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trump</translation>
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
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Point table</source>
        <translation>Point table</translation>
    </message>
    <message>
        <source>500: with jokers, ace 15, 2-9 five points; Rommy: face values, ace 1, no jokers.</source>
        <translation>500: with jokers, ace 15, 2-9 five points; Rommy: face values, ace 1, no jokers.</translation>
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
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Jokers in the deck; automatic: 3 with table 500, none with Rommy.</source>
        <translation>Jokers in the deck; automatic: 3 with table 500, none with Rommy.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Game ends at</translation>
    </message>
    <message>
        <source>The game ends after the hand in which somebody reaches this total.</source>
        <translation>The game ends after the hand in which somebody reaches this total.</translation>
    </message>
    <message>
        <source>Ace also above the king</source>
        <translation>Ace also above the king</translation>
    </message>
    <message>
        <source>Q-K-A is a run as well; never round the corner.</source>
        <translation>Q-K-A is a run as well; never round the corner.</translation>
    </message>
    <message>
        <source>Own meld before adding to melds</source>
        <translation>Own meld before adding to melds</translation>
    </message>
    <message>
        <source>A player must have a meld of his own on the table before he adds cards to melds.</source>
        <translation>A player must have a meld of his own on the table before he adds cards to melds.</translation>
    </message>
    <message>
        <source>Melding is compulsory</source>
        <translation>Melding is compulsory</translation>
    </message>
    <message>
        <source>No discard while the hand holds a set or run that could be laid and still leave a card to discard.</source>
        <translation>No discard while the hand holds a set or run that could be laid and still leave a card to discard.</translation>
    </message>
    <message>
        <source>Exchange jokers</source>
        <translation>Exchange jokers</translation>
    </message>
    <message>
        <source>A player with a meld of his own may put the natural card in a run&apos;s joker&apos;s place and take the joker.</source>
        <translation>A player with a meld of his own may put the natural card in a run&apos;s joker&apos;s place and take the joker.</translation>
    </message>
    <message>
        <source>No closing in the first round</source>
        <translation>No closing in the first round</translation>
    </message>
    <message>
        <source>Nobody may close before every player has had one turn.</source>
        <translation>Nobody may close before every player has had one turn.</translation>
    </message>
    <message>
        <source>Plus points for melds</source>
        <translation>Plus points for melds</translation>
    </message>
    <message>
        <source>Cards on the table count plus, cards in hand minus; the highest total wins.</source>
        <translation>Cards on the table count plus, cards in hand minus; the highest total wins.</translation>
    </message>
    <message>
        <source>Set ✓ – click to meld</source>
        <translation>Set ✓ – click to meld</translation>
    </message>
    <message>
        <source>Run ✓ – click to meld</source>
        <translation>Run ✓ – click to meld</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>A seat&apos;s melds from the middle of its row outwards, so the first lies right in front of it.</extracomment>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Meld</translation>
    </message>
    <message>
        <source>Draw a card: click the stock or the discard pile</source>
        <translation>Draw a card: click the stock or the discard pile</translation>
    </message>
    <message>
        <source>Meld or add to melds if you like, then drag a card onto the discard pile</source>
        <translation>Meld or add to melds if you like, then drag a card onto the discard pile</translation>
    </message>
    <message>
        <source>The discard fits a meld: call Rummy! before the next player draws</source>
        <translation>The discard fits a meld: call Rummy! before the next player draws</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Take the top card of the stock</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile (you may not discard it again this turn)</source>
        <translation>Take the top card of the discard pile (you may not discard it again this turn)</translation>
    </message>
    <message>
        <source>Lay the chosen cards on the table as a meld</source>
        <translation>Lay the chosen cards on the table as a meld</translation>
    </message>
    <message>
        <source>Take this turn&apos;s melds and additions back into your hand</source>
        <translation>Take this turn&apos;s melds and additions back into your hand</translation>
    </message>
    <message>
        <source>Snatch the discard and add it to the meld it fits – it costs nothing</source>
        <translation>Snatch the discard and add it to the meld it fits – it costs nothing</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>That is not a move in Rummy</source>
        <translation>That is not a move in Rummy</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile</source>
        <translation>Draw a card first: from the stock or the discard pile</translation>
    </message>
    <message>
        <source>You have drawn your card this turn</source>
        <translation>You have drawn your card this turn</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>{card} is not among the cards you are melding</source>
        <translation>{card} is not among the cards you are melding</translation>
    </message>
    <message>
        <source>Choose the cards of the meld first</source>
        <translation>Choose the cards of the meld first</translation>
    </message>
    <message>
        <source>Put the cards in the Meld tray in their order, then click Meld</source>
        <translation>Put the cards in the Meld tray in their order, then click Meld</translation>
    </message>
    <message>
        <source>There is no room for more melds in front of you</source>
        <translation>There is no room for more melds in front of you</translation>
    </message>
    <message>
        <source>Keep one card – you can only close by discarding</source>
        <translation>Keep one card – you can only close by discarding</translation>
    </message>
    <message>
        <source>Nobody may close in the first round: keep two cards</source>
        <translation>Nobody may close in the first round: keep two cards</translation>
    </message>
    <message>
        <source>You need a meld of your own before you can add to melds</source>
        <translation>You need a meld of your own before you can add to melds</translation>
    </message>
    <message>
        <source>There is no such meld on the table</source>
        <translation>There is no such meld on the table</translation>
    </message>
    <message>
        <source>Say at which end of the run the card goes</source>
        <translation>Say at which end of the run the card goes</translation>
    </message>
    <message>
        <source>You cannot discard the card you took from the discard pile this turn</source>
        <translation>You cannot discard the card you took from the discard pile this turn</translation>
    </message>
    <message>
        <source>You must lay your meld first: {meld}</source>
        <translation>You must lay your meld first: {meld}</translation>
    </message>
    <message>
        <source>A joker on the table cannot be taken back</source>
        <translation>A joker on the table cannot be taken back</translation>
    </message>
    <message>
        <source>You have laid nothing this turn</source>
        <translation>You have laid nothing this turn</translation>
    </message>
    <message>
        <source>The stock is empty: take the top discard</source>
        <translation>The stock is empty: take the top discard</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>The discard pile is empty</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>The hand is over</translation>
    </message>
    <message>
        <source>Too late – {player} has already drawn</source>
        <translation>Too late – {player} has already drawn</translation>
    </message>
    <message>
        <source>There is no discard to call Rummy! on</source>
        <translation>There is no discard to call Rummy! on</translation>
    </message>
    <message>
        <source>You cannot call Rummy! on your own discard</source>
        <translation>You cannot call Rummy! on your own discard</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Take {card}</translation>
    </message>
    <message>
        <source>Put {card} in the meld</source>
        <translation>Put {card} in the meld</translation>
    </message>
    <message>
        <source>Take {card} back into the hand</source>
        <translation>Take {card} back into the hand</translation>
    </message>
    <message>
        <source>Meld {cards}</source>
        <translation>Meld {cards}</translation>
    </message>
    <message>
        <source>Meld {cards} – joker = {faces}</source>
        <translation>Meld {cards} – joker = {faces}</translation>
    </message>
    <message>
        <source>Add {card} to {owner}&apos;s {cards}</source>
        <translation>Add {card} to {owner}&apos;s {cards}</translation>
    </message>
    <message>
        <source>Add {card} to {owner}&apos;s {cards} as {face}</source>
        <translation>Add {card} to {owner}&apos;s {cards} as {face}</translation>
    </message>
    <message>
        <source>Put {card} for the joker in {owner}&apos;s {cards}</source>
        <translation>Put {card} for the joker in {owner}&apos;s {cards}</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Rummy! {card} to {owner}&apos;s {cards}</source>
        <translation>Rummy! {card} to {owner}&apos;s {cards}</translation>
    </message>
    <message>
        <source>Rummy! {card} to {owner}&apos;s {cards} as {face}</source>
        <translation>Rummy! {card} to {owner}&apos;s {cards} as {face}</translation>
    </message>
    <message>
        <source>Rummy!</source>
        <translation>Rummy!</translation>
    </message>
    <message>
        <source>{player} closes the hand</source>
        <translation>{player} closes the hand</translation>
    </message>
    <message>
        <source>The stock has run out again: the hand ends without a closer</source>
        <translation>The stock has run out again: the hand ends without a closer</translation>
    </message>
    <message>
        <source>The discard pile is turned over as the new stock</source>
        <translation>The discard pile is turned over as the new stock</translation>
    </message>
    <message>
        <source>Hand {number} is scored</source>
        <translation>Hand {number} is scored</translation>
    </message>
    <message>
        <source>{seat} wins the game</source>
        <translation>{seat} wins the game</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Shared win: {seats}</translation>
    </message>
    <message>
        <source>Hand {number}: {player} closed (&quot;lukket&quot;)</source>
        <translation>Hand {number}: {player} closed (&quot;lukket&quot;)</translation>
    </message>
    <message>
        <source>Hand {number}: no closer</source>
        <translation>Hand {number}: no closer</translation>
    </message>
    <message>
        <source>Table {table}, game to {target} – {dealer} deals</source>
        <translation>Table {table}, game to {target} – {dealer} deals</translation>
    </message>
</context>
<context>
    <name>saves</name>
    <message>
        <source>{file} cannot be read: it is not a kortbord save.</source>
        <extracomment>The largest save read, in bytes (a genuine 9,000-move match is about 150 kB). The most moves a save may hold (a long genuine match has about 9,000). The longest text of one move (the longest seen in play is about 40 characters). Seeds are 64-bit numbers (the command line also takes negative ones).</extracomment>
        <translation>{file} cannot be read: it is not a kortbord save.</translation>
    </message>
    <message>
        <source>{file} is not a kortbord save.</source>
        <translation>{file} is not a kortbord save.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of kortbord and cannot be opened.</source>
        <translation>{file} was saved by a newer version of kortbord and cannot be opened.</translation>
    </message>
    <message>
        <source>{file} is a game of “{game}”, which this version of kortbord does not have.</source>
        <translation>{file} is a game of “{game}”, which this version of kortbord does not have.</translation>
    </message>
    <message>
        <source>{file} is damaged ({detail}).</source>
        <translation>{file} is damaged ({detail}).</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} (“{move}”) cannot be read.</source>
        <translation>{file} is damaged: move {number} (“{move}”) cannot be read.</translation>
    </message>
    <message>
        <source>{file} has been changed: move {number} (“{move}”) is not allowed there. {reason}</source>
        <translation>{file} has been changed: move {number} (“{move}”) is not allowed there. {reason}</translation>
    </message>
    <message>
        <source>{file} has been changed: the cards on the table do not match the moves played.</source>
        <translation>{file} has been changed: the cards on the table do not match the moves played.</translation>
    </message>
    <message>
        <source>{file} cannot be opened ({detail}).</source>
        <translation>{file} cannot be opened ({detail}).</translation>
    </message>
    <message>
        <source>{file} is not an ordinary file, so it cannot be a kortbord save.</source>
        <translation>{file} is not an ordinary file, so it cannot be a kortbord save.</translation>
    </message>
    <message>
        <source>{file} is far too large to be a kortbord save ({size} MB).</source>
        <translation>{file} is far too large to be a kortbord save ({size} MB).</translation>
    </message>
    <message>
        <source>{file} has been changed outside kortbord, so the game in it cannot be trusted.</source>
        <translation>{file} has been changed outside kortbord, so the game in it cannot be trusted.</translation>
    </message>
    <message>
        <source>The game could not be saved in {file} ({detail}).</source>
        <translation>The game could not be saved in {file} ({detail}).</translation>
    </message>
</context>
<context>
    <name>score</name>
    <message>
        <source>Hand {n}</source>
        <extracomment>Short row labels shared by the games.</extracomment>
        <translation>Hand {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Deal {n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Round {n}</translation>
    </message>
</context>
<context>
    <name>snyd</name>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Who may call Snyd</source>
        <translation>Who may call Snyd</translation>
    </message>
    <message>
        <source>Only the next player, or anybody, may call Snyd on the card just played (R5, A1).</source>
        <translation>Only the next player, or anybody, may call Snyd on the card just played (R5, A1).</translation>
    </message>
    <message>
        <source>The next player</source>
        <translation>The next player</translation>
    </message>
    <message>
        <source>Anybody</source>
        <translation>Anybody</translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation>Penalty cards</translation>
    </message>
    <message>
        <source>Cards the loser of a call takes from the stock (R5, A10).</source>
        <translation>Cards the loser of a call takes from the stock (R5, A10).</translation>
    </message>
    <message>
        <source>Most cards to take instead of playing</source>
        <translation>Most cards to take instead of playing</translation>
    </message>
    <message>
        <source>A player may take up to this many cards instead of playing (R4, A10).</source>
        <translation>A player may take up to this many cards instead of playing (R4, A10).</translation>
    </message>
    <message>
        <source>Play after taking cards</source>
        <translation>Play after taking cards</translation>
    </message>
    <message>
        <source>After taking cards a player may still play one card (R4, A4).</source>
        <translation>After taking cards a player may still play one card (R4, A4).</translation>
    </message>
    <message>
        <source>Cards dealt to each player</source>
        <translation>Cards dealt to each player</translation>
    </message>
    <message>
        <source>How many cards each player gets in the deal (D1, A10).</source>
        <translation>How many cards each player gets in the deal (D1, A10).</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Play for places</translation>
    </message>
    <message>
        <source>Play on until one player is left and record the finishing order (S3).</source>
        <translation>Play on until one player is left and record the finishing order (S3).</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Pile</source>
        <translation>Pile</translation>
    </message>
    <message>
        <source>Drag a card face down onto the pile, or click the stock to take cards instead</source>
        <translation>Drag a card face down onto the pile, or click the stock to take cards instead</translation>
    </message>
    <message>
        <source>Call Snyd! if you doubt {player}&apos;s claim – or take your turn</source>
        <translation>Call Snyd! if you doubt {player}&apos;s claim – or take your turn</translation>
    </message>
    <message>
        <source>Say what your card is: pick a claim</source>
        <translation>Say what your card is: pick a claim</translation>
    </message>
    <message>
        <source>Take another card, or click Done</source>
        <translation>Take another card, or click Done</translation>
    </message>
    <message>
        <source>Take another card, play a card face down, or click Done</source>
        <translation>Take another card, play a card face down, or click Done</translation>
    </message>
    <message>
        <source>Call Snyd! now if you doubt {player}&apos;s claim</source>
        <translation>Call Snyd! now if you doubt {player}&apos;s claim</translation>
    </message>
    <message>
        <source>Put the card face down on the pile; then say what it is</source>
        <translation>Put the card face down on the pile; then say what it is</translation>
    </message>
    <message>
        <source>Say your card is this one – true or not; the next player may check</source>
        <translation>Say your card is this one – true or not; the next player may check</translation>
    </message>
    <message>
        <source>Take the card back into your hand and choose again</source>
        <translation>Take the card back into your hand and choose again</translation>
    </message>
    <message>
        <source>Take the top card of the stock instead of playing</source>
        <translation>Take the top card of the stock instead of playing</translation>
    </message>
    <message>
        <source>Stop taking cards; your turn ends</source>
        <translation>Stop taking cards; your turn ends</translation>
    </message>
    <message>
        <source>Turn the card just played: if it is not what was said, its owner takes it back and the penalty cards – if it is, you take them</source>
        <translation>Turn the card just played: if it is not what was said, its owner takes it back and the penalty cards – if it is, you take them</translation>
    </message>
    <message>
        <source>The truth: this is the card you put down</source>
        <extracomment>The tooltip of the claim that is the card really put down.</extracomment>
        <translation>The truth: this is the card you put down</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <extracomment>Claims and calls kept for the score panel&apos;s log.</extracomment>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>That is not a move in Snyd</source>
        <translation>That is not a move in Snyd</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>Play one card at a time</source>
        <translation>Play one card at a time</translation>
    </message>
    <message>
        <source>Say what your card is first</source>
        <translation>Say what your card is first</translation>
    </message>
    <message>
        <source>Put a card face down on the pile first</source>
        <translation>Put a card face down on the pile first</translation>
    </message>
    <message>
        <source>Your claim must be {suit} or a {rank}</source>
        <translation>Your claim must be {suit} or a {rank}</translation>
    </message>
    <message>
        <source>Your claim must be {suit} or an ace</source>
        <translation>Your claim must be {suit} or an ace</translation>
    </message>
    <message>
        <source>Claim a card such as 10♦</source>
        <translation>Claim a card such as 10♦</translation>
    </message>
    <message>
        <source>There is no card to take: play a card</source>
        <translation>There is no card to take: play a card</translation>
    </message>
    <message>
        <source>You may take at most {count} cards</source>
        <translation>You may take at most {count} cards</translation>
    </message>
    <message>
        <source>You took cards instead of playing: take another or click Done</source>
        <translation>You took cards instead of playing: take another or click Done</translation>
    </message>
    <message>
        <source>You stop only after taking a card</source>
        <translation>You stop only after taking a card</translation>
    </message>
    <message>
        <source>Only {player}, the next player, may call snyd</source>
        <translation>Only {player}, the next player, may call snyd</translation>
    </message>
    <message>
        <source>{player}&apos;s card can no longer be checked</source>
        <translation>{player}&apos;s card can no longer be checked</translation>
    </message>
    <message>
        <source>There is no card to call snyd on</source>
        <translation>There is no card to call snyd on</translation>
    </message>
    <message>
        <source>You cannot call snyd on your own card</source>
        <translation>You cannot call snyd on your own card</translation>
    </message>
    <message>
        <source>Put a card face down</source>
        <translation>Put a card face down</translation>
    </message>
    <message>
        <source>Say {claim}</source>
        <translation>Say {claim}</translation>
    </message>
    <message>
        <source>Take the card back</source>
        <translation>Take the card back</translation>
    </message>
    <message>
        <source>Take a card</source>
        <translation>Take a card</translation>
    </message>
    <message>
        <source>Take another</source>
        <translation>Take another</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Snyd!</source>
        <translation>Snyd!</translation>
    </message>
    <message>
        <source>{player} says {claim}</source>
        <translation>{player} says {claim}</translation>
    </message>
    <message>
        <source>{player} took {count} cards instead of playing</source>
        <translation>{player} took {count} cards instead of playing</translation>
    </message>
    <message>
        <source>{player} told the truth: {claim} – {caller} takes {count} cards</source>
        <translation>{player} told the truth: {claim} – {caller} takes {count} cards</translation>
    </message>
    <message>
        <source>{player} told the truth: {claim} – the last card stands</source>
        <translation>{player} told the truth: {claim} – the last card stands</translation>
    </message>
    <message>
        <source>{player} lied: {card}, not {claim} – {player} takes the card back and {count} more</source>
        <translation>{player} lied: {card}, not {claim} – {player} takes the card back and {count} more</translation>
    </message>
    <message>
        <source>The pile but its top card becomes the new stock</source>
        <translation>The pile but its top card becomes the new stock</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} wins the game</translation>
    </message>
    <message>
        <source>{player} is out in place {place}</source>
        <translation>{player} is out in place {place}</translation>
    </message>
    <message>
        <source>Game won</source>
        <translation>Game won</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Finishing place</translation>
    </message>
    <message>
        <source>{player}: {claim}</source>
        <extracomment>The computers wait 1–2.5 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>{player}: {claim}</translation>
    </message>
    <message>
        <source>{player} said {claim}</source>
        <translation>{player} said {claim}</translation>
    </message>
    <message>
        <source>{player} said {claim} – called: true</source>
        <translation>{player} said {claim} – called: true</translation>
    </message>
    <message>
        <source>{player} said {claim} – called: a lie</source>
        <translation>{player} said {claim} – called: a lie</translation>
    </message>
</context>
<context>
    <name>spar_dame</name>
    <message>
        <source>Cards passed to the left</source>
        <translation>Cards passed to the left</translation>
    </message>
    <message>
        <source>Taking everything scores</source>
        <translation>Taking everything scores</translation>
    </message>
    <message>
        <source>0 for the taker</source>
        <translation>0 for the taker</translation>
    </message>
    <message>
        <source>−100 for the taker</source>
        <translation>−100 for the taker</translation>
    </message>
    <message>
        <source>Six players</source>
        <translation>Six players</translation>
    </message>
    <message>
        <source>Remove 2♦ 2♣ 3♦ 3♣ (8 cards each)</source>
        <translation>Remove 2♦ 2♣ 3♦ 3♣ (8 cards each)</translation>
    </message>
    <message>
        <source>36 cards (6 each)</source>
        <translation>36 cards (6 each)</translation>
    </message>
    <message>
        <source>Game ends at</source>
        <translation>Game ends at</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>You must follow suit ({suit})</translation>
    </message>
    <message>
        <source>Pass {count} cards to the left first</source>
        <translation>Pass {count} cards to the left first</translation>
    </message>
    <message>
        <source>You have passed your cards</source>
        <translation>You have passed your cards</translation>
    </message>
    <message>
        <source>Pass one card of your hand at a time</source>
        <translation>Pass one card of your hand at a time</translation>
    </message>
    <message>
        <source>Cards are not passed now</source>
        <translation>Cards are not passed now</translation>
    </message>
    <message>
        <source>Pass {card} to the left</source>
        <translation>Pass {card} to the left</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>{seat} took everything – everyone else +200</source>
        <translation>{seat} took everything – everyone else +200</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Hand {hand}</translation>
    </message>
    <message>
        <source>Hand {hand}: {seat} took everything</source>
        <translation>Hand {hand}: {seat} took everything</translation>
    </message>
    <message>
        <source>Hand {hand} – game ends at {target}</source>
        <translation>Hand {hand} – game ends at {target}</translation>
    </message>
    <message>
        <source>Hand {hand}: pass {count} cards to the left</source>
        <translation>Hand {hand}: pass {count} cards to the left</translation>
    </message>
    <message>
        <source>{seat} wins with the fewest points</source>
        <translation>{seat} wins with the fewest points</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Shared win: {seats}</translation>
    </message>
    <message>
        <source>Pass to the left</source>
        <translation>Pass to the left</translation>
    </message>
    <message>
        <source>Pass cards to the player on your left: drag them onto the pass spot</source>
        <translation>Pass cards to the player on your left: drag them onto the pass spot</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can, and keep away from the queen of spades and hearts</source>
        <translation>Play a card: follow suit if you can, and keep away from the queen of spades and hearts</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Pass the mouse to {name}</source>
        <translation>Pass the mouse to {name}</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>I am {name}: show my cards</translation>
    </message>
    <message>
        <source>There is nothing to do just now.</source>
        <extracomment>The round summary goes by itself after this long at speed 1 (ms). A player out of the game: his nameplate greyed (a game&apos;s ``out_seats``). Cards just arrived in the own hand (a game&apos;s ``ARRIVALS``) keep a soft rim this long (ms). The player chose how his hand is sorted: &quot;suit&quot; or &quot;rank&quot; (the window remembers it). A move was applied: (move, the state before it, its full events). How the own hand is sorted: &quot;suit&quot; (the game&apos;s order) or &quot;rank&quot; (``rank_order``). Bid cards are being turned one by one: nobody acts until all are seen. Cards just arrived in the own hand (rimmed until the timer ends). A move of the game&apos;s ``CONFIRM`` verbs waiting for the Confirm button. Whether the game&apos;s ``assist`` cards are pointed out (the user&apos;s setting). The seat the last view showed as losing its turn (a &quot;Skip&quot; stamp marks a new one). The Last trick / Played cards buttons and panels. The game&apos;s nudge: the expected move hinted after a while on the human&apos;s turn. Computer seats&apos; timed window moves (the Gris race) on the table&apos;s clock. A joined PC&apos;s table: the human&apos;s moves go here (to the host) instead of being applied.</extracomment>
        <translation>There is nothing to do just now.</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 card</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cards</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>click cards on the table to choose them, then drag a card from your hand there.</source>
        <translation>click cards on the table to choose them, then drag a card from your hand there.</translation>
    </message>
    <message>
        <source>Waiting for {names}…</source>
        <translation>Waiting for {names}…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>Winner!</source>
        <translation>Winner!</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Hint: {move}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <extracomment>The last trick of the deal, once one is done. The winning card to mark with the next table update (the trick just taken). The panel shown over the table and how to show it again (a language switch).</extracomment>
        <translation>Last trick</translation>
    </message>
    <message>
        <source>Show the last trick again: who played what, and who won it</source>
        <translation>Show the last trick again: who played what, and who won it</translation>
    </message>
    <message>
        <source>Played cards</source>
        <translation>Played cards</translation>
    </message>
    <message>
        <source>The cards played so far in this deal</source>
        <translation>The cards played so far in this deal</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>No trick has been played yet.</translation>
    </message>
    <message>
        <source>Latest moves</source>
        <extracomment>The label parameter naming a row&apos;s item within its section. The section mark of a tally line (not a round). The winners&apos; mark in the sheet&apos;s header, and their totals&apos; background. The leaders&apos; totals while the game runs: a pale gold background. The panel&apos;s narrowest width: four players&apos; figures and a short label (px). The narrowest score column and the label column&apos;s least share (px). Room beside a figure in its cell (px). The names over the score columns shrink down to this share of the font to fit (then &quot;…&quot;). The game&apos;s log of the last few events (Snyd&apos;s claims and calls, its ``score_log``). The totals, pinned under the rounds (they never scroll away). The open section (a round shown item by item) and what was shown last.</extracomment>
        <translation>Latest moves</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(dealer)</translation>
    </message>
    <message>
        <source>(forehand)</source>
        <translation>(forehand)</translation>
    </message>
    <message>
        <source>Target: {n}</source>
        <translation>Target: {n}</translation>
    </message>
    <message>
        <source>lowest score wins</source>
        <translation>lowest score wins</translation>
    </message>
    <message>
        <source>In the lead</source>
        <translation>In the lead</translation>
    </message>
    <message>
        <source>This round</source>
        <extracomment>Points won in the summary: gold on the dark card. Above the cards, tags, stamps and speech bubbles. The summary&apos;s text height, in card widths (and never below this many pixels). A zone tag named ``seat/N`` lies beside seat N&apos;s nameplate (Rödskägg&apos;s scores). How far the own playable cards may stand above their hand (card heights). A large zone tag&apos;s height, in card widths. Cards in a panel (the last trick), in card widths. Zone tags this many times their normal size (a game&apos;s ``TAG_SCALE``: Rödskägg&apos;s scores). Zone patterns whose tags are large, above the zone (the game&apos;s ``LARGE_TAGS``). One item over the middle of the table (the end-of-round summary), or None. Items taken off the table, kept alive until the event that removed them is over.</extracomment>
        <translation>This round</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>(target {n})</source>
        <translation>(target {n})</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 trick</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} tricks</translation>
    </message>
    <message>
        <source>Last trick – {name} won it</source>
        <translation>Last trick – {name} won it</translation>
    </message>
    <message>
        <source>Click to continue</source>
        <translation>Click to continue</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Winner: {names}</translation>
    </message>
    <message>
        <source>{suit} asked for</source>
        <extracomment>Tags lie above the cards of their zone, stamps and the arrow above every card at rest. Tags are never lower than this (px): older eyes read them too. A stamp is turned a little, as if pressed on by hand (degrees).</extracomment>
        <translation>{suit} asked for</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <extracomment>Above every card at rest and the tags, below overlays.</extracomment>
        <translation>Face-down card</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} of {suit}</translation>
    </message>
    <message>
        <source>{card}, chosen</source>
        <extracomment>The focused stop, and the card taken up (while choosing where it goes).</extracomment>
        <translation>{card}, chosen</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}&apos;s hand</translation>
    </message>
    <message>
        <source>{name}&apos;s place in the trick</source>
        <translation>{name}&apos;s place in the trick</translation>
    </message>
    <message>
        <source>{name}&apos;s tricks</source>
        <translation>{name}&apos;s tricks</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Arrow keys choose a card, Enter or Space plays it, Escape puts it back, Tab goes to the buttons.</source>
        <translation>Arrow keys choose a card, Enter or Space plays it, Escape puts it back, Tab goes to the buttons.</translation>
    </message>
    <message>
        <source>Laid away</source>
        <extracomment>The cards&apos; size (of the last trick&apos;s) and where forehand&apos;s discards lie during the deal.</extracomment>
        <translation>Laid away</translation>
    </message>
    <message>
        <source>Cards played in this deal</source>
        <translation>Cards played in this deal</translation>
    </message>
    <message>
        <source>Shown</source>
        <extracomment>Above the nameplates, below tags and stamps. The strips&apos; labels (translated when drawn, so a language switch shows at once).</extracomment>
        <translation>Shown</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Taken</translation>
    </message>
    <message>
        <source>Confirm</source>
        <extracomment>A cell is never narrower than this (px): &quot;10♦&quot; stays readable.
----------
The verb of the Confirm button: the table&apos;s own, never a move of a game.</extracomment>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Make the choice selected in the grid</source>
        <translation>Make the choice selected in the grid</translation>
    </message>
    <message>
        <source>Put the card down for good; until then you may drag it back.</source>
        <translation>Put the card down for good; until then you may drag it back.</translation>
    </message>
    <message>
        <source>Click Confirm, or drag the card back to your hand to choose another.</source>
        <translation>Click Confirm, or drag the card back to your hand to choose another.</translation>
    </message>
</context>
<context>
    <name>themes</name>
    <message>
        <source>{file} cannot be found.</source>
        <extracomment>Width / height of the card place on the table (our decks: 240 x 336). Largest deck file we read (after unpacking an SVGZ). Element key of a foreign deck&apos;s own back (our backs are ``BACK_IDS``).</extracomment>
        <translation>{file} cannot be found.</translation>
    </message>
    <message>
        <source>{file} cannot be read ({detail}).</source>
        <translation>{file} cannot be read ({detail}).</translation>
    </message>
    <message>
        <source>{file} is too large for a card deck (more than {limit} MB).</source>
        <translation>{file} is too large for a card deck (more than {limit} MB).</translation>
    </message>
    <message>
        <source>{file} is not an SVG image, or it is damaged.</source>
        <translation>{file} is not an SVG image, or it is damaged.</translation>
    </message>
    <message>
        <source>{file} is not a card deck: it has no cards named like a KDE deck (1_club, queen_heart) or an aisleriot theme (club_1, heart_queen).</source>
        <translation>{file} is not a card deck: it has no cards named like a KDE deck (1_club, queen_heart) or an aisleriot theme (club_1, heart_queen).</translation>
    </message>
    <message>
        <source>{file} lacks {count} of the 52 cards (for example {example}).</source>
        <translation>{file} lacks {count} of the 52 cards (for example {example}).</translation>
    </message>
    <message>
        <source>The cards of {file} are not upright playing cards ({width} x {height}).</source>
        <translation>The cards of {file} are not upright playing cards ({width} x {height}).</translation>
    </message>
    <message>
        <source>{file} names no SVG file of a card deck.</source>
        <translation>{file} names no SVG file of a card deck.</translation>
    </message>
    <message>
        <source>Standard (A K Q J)</source>
        <extracomment>Built-in decks by the letters on their court cards and aces (``look/deck``).</extracomment>
        <translation>Standard (A K Q J)</translation>
    </message>
    <message>
        <source>Danish (E K D B)</source>
        <translation>Danish (E K D B)</translation>
    </message>
    <message>
        <source>Swedish (E K D Kn)</source>
        <translation>Swedish (E K D Kn)</translation>
    </message>
    <message>
        <source>Red</source>
        <extracomment>``look/deck`` value for the deck file in ``look/extra_deck_path``. ``look/back`` value for a foreign deck&apos;s own back (else one of ``BACK_IDS``).</extracomment>
        <translation>Red</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>The deck&apos;s own back</translation>
    </message>
</context>
<context>
    <name>thirtyone</name>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Count rounds won, or play with lives: the lowest hand loses a life, the last player left wins (S1, S2).</source>
        <translation>Count rounds won, or play with lives: the lowest hand loses a life, the last player left wins (S1, S2).</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Rounds won</translation>
    </message>
    <message>
        <source>Lives</source>
        <translation>Lives</translation>
    </message>
    <message>
        <source>Rounds to win the game</source>
        <translation>Rounds to win the game</translation>
    </message>
    <message>
        <source>With rounds won: the first to win this many rounds wins the game (S1).</source>
        <translation>With rounds won: the first to win this many rounds wins the game (S1).</translation>
    </message>
    <message>
        <source>With lives: how many lives each player starts with (S2).</source>
        <translation>With lives: how many lives each player starts with (S2).</translation>
    </message>
    <message>
        <source>Lives lost by a knocker who is lowest</source>
        <translation>Lives lost by a knocker who is lowest</translation>
    </message>
    <message>
        <source>With lives: a knocker who alone has the lowest hand loses this many lives (S2).</source>
        <translation>With lives: a knocker who alone has the lowest hand loses this many lives (S2).</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Three of a kind</translation>
    </message>
    <message>
        <source>Three cards of one rank count nothing special, 30, or 30½ (beats 30, loses to 31) (A4).</source>
        <translation>Three cards of one rank count nothing special, 30, or 30½ (beats 30, loses to 31) (A4).</translation>
    </message>
    <message>
        <source>Nothing special</source>
        <translation>Nothing special</translation>
    </message>
    <message>
        <source>When you knock</source>
        <translation>When you knock</translation>
    </message>
    <message>
        <source>Knock instead of your turn, or after drawing and discarding (A1).</source>
        <translation>Knock instead of your turn, or after drawing and discarding (A1).</translation>
    </message>
    <message>
        <source>Instead of the turn</source>
        <translation>Instead of the turn</translation>
    </message>
    <message>
        <source>After discarding</source>
        <translation>After discarding</translation>
    </message>
    <message>
        <source>A dealt 31</source>
        <translation>A dealt 31</translation>
    </message>
    <message>
        <source>A 31 in the dealt cards is shown at its holder&apos;s first turn, or at once after the deal (A9).</source>
        <translation>A 31 in the dealt cards is shown at its holder&apos;s first turn, or at once after the deal (A9).</translation>
    </message>
    <message>
        <source>On the holder&apos;s turn</source>
        <translation>On the holder&apos;s turn</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>At once</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>When the stock runs out</translation>
    </message>
    <message>
        <source>Shuffle the discard pile under its top card into a new stock, or show the hands at once (R6, A6).</source>
        <translation>Shuffle the discard pile under its top card into a new stock, or show the hands at once (R6, A6).</translation>
    </message>
    <message>
        <source>Reshuffle the pile</source>
        <translation>Reshuffle the pile</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Take the top card of the stock or of the discard pile</source>
        <extracomment>By ``State.prompt_key``: the phase, refined by what the seat may do in it.</extracomment>
        <translation>Take the top card of the stock or of the discard pile</translation>
    </message>
    <message>
        <source>Take a card from the stock or the discard pile – or knock if your hand is good</source>
        <translation>Take a card from the stock or the discard pile – or knock if your hand is good</translation>
    </message>
    <message>
        <source>{player} has knocked: this is your last turn, take a card</source>
        <translation>{player} has knocked: this is your last turn, take a card</translation>
    </message>
    <message>
        <source>Put one card on the discard pile and keep the best three</source>
        <translation>Put one card on the discard pile and keep the best three</translation>
    </message>
    <message>
        <source>Put one card on the discard pile – and knock with it if your hand is good</source>
        <translation>Put one card on the discard pile – and knock with it if your hand is good</translation>
    </message>
    <message>
        <source>The round is over: deal the next one</source>
        <translation>The round is over: deal the next one</translation>
    </message>
    <message>
        <source>Take the top card of the face-down stock</source>
        <translation>Take the top card of the face-down stock</translation>
    </message>
    <message>
        <source>Take the face-up card; you may not throw it back this turn</source>
        <translation>Take the face-up card; you may not throw it back this turn</translation>
    </message>
    <message>
        <source>Keep your cards: everybody else has one more turn, then the highest hand wins</source>
        <translation>Keep your cards: everybody else has one more turn, then the highest hand wins</translation>
    </message>
    <message>
        <source>Shuffle and deal three cards to each player</source>
        <translation>Shuffle and deal three cards to each player</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>That is not a move in 31</source>
        <translation>That is not a move in 31</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>First take a card from the stock or the discard pile</source>
        <translation>First take a card from the stock or the discard pile</translation>
    </message>
    <message>
        <source>You have four cards: put one on the discard pile</source>
        <translation>You have four cards: put one on the discard pile</translation>
    </message>
    <message>
        <source>You cannot discard the card you have just taken</source>
        <translation>You cannot discard the card you have just taken</translation>
    </message>
    <message>
        <source>No knocking in the first round</source>
        <translation>No knocking in the first round</translation>
    </message>
    <message>
        <source>Somebody has already knocked</source>
        <translation>Somebody has already knocked</translation>
    </message>
    <message>
        <source>You knock at the start of your turn, instead of drawing</source>
        <translation>You knock at the start of your turn, instead of drawing</translation>
    </message>
    <message>
        <source>You knock as you discard: drop a card and choose to knock</source>
        <translation>You knock as you discard: drop a card and choose to knock</translation>
    </message>
    <message>
        <source>The cards are dealt when the round is over</source>
        <translation>The cards are dealt when the round is over</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Take {card}</translation>
    </message>
    <message>
        <source>Take from the discard pile</source>
        <translation>Take from the discard pile</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Discard {card} and knock</source>
        <translation>Discard {card} and knock</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Deal the next round</translation>
    </message>
    <message>
        <source>Knock, knock!</source>
        <translation>Knock, knock!</translation>
    </message>
    <message>
        <source>{player} knocks: everybody else has one more turn</source>
        <translation>{player} knocks: everybody else has one more turn</translation>
    </message>
    <message>
        <source>31!</source>
        <translation>31!</translation>
    </message>
    <message>
        <source>{player} has 31 and wins the round</source>
        <translation>{player} has 31 and wins the round</translation>
    </message>
    <message>
        <source>{player} wins the round with {value}</source>
        <translation>{player} wins the round with {value}</translation>
    </message>
    <message>
        <source>The stock is empty: everybody shows</source>
        <translation>The stock is empty: everybody shows</translation>
    </message>
    <message>
        <source>The discard pile becomes the new stock</source>
        <translation>The discard pile becomes the new stock</translation>
    </message>
    <message>
        <source>{player} loses a life</source>
        <translation>{player} loses a life</translation>
    </message>
    <message>
        <source>{player} loses {count} lives</source>
        <translation>{player} loses {count} lives</translation>
    </message>
    <message>
        <source>{player} is out</source>
        <translation>{player} is out</translation>
    </message>
    <message>
        <source>Nobody would be left: the best stay in with one life</source>
        <translation>Nobody would be left: the best stay in with one life</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} wins the game</translation>
    </message>
    <message>
        <source>Lives at the start</source>
        <translation>Lives at the start</translation>
    </message>
    <message>
        <source>Round {number} · {dealer} deals</source>
        <translation>Round {number} · {dealer} deals</translation>
    </message>
    <message>
        <source>Round {number} · {dealer} deals · {knocker} has knocked</source>
        <translation>Round {number} · {dealer} deals · {knocker} has knocked</translation>
    </message>
    <message>
        <source>{value} in {suit}</source>
        <translation>{value} in {suit}</translation>
    </message>
    <message>
        <source>{value}: three of a kind</source>
        <translation>{value}: three of a kind</translation>
    </message>
    <message>
        <source>Best three: {hand}</source>
        <translation>Best three: {hand}</translation>
    </message>
    <message>
        <source>✊ Knocked</source>
        <translation>✊ Knocked</translation>
    </message>
    <message>
        <source>✊ {hand}</source>
        <translation>✊ {hand}</translation>
    </message>
    <message>
        <source>★ {hand} – wins</source>
        <translation>★ {hand} – wins</translation>
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
        <translation>Game length</translation>
    </message>
    <message>
        <source>Each contract once per player (12 deals) or three times (Tribello, 36 deals).</source>
        <translation>Each contract once per player (12 deals) or three times (Tribello, 36 deals).</translation>
    </message>
    <message>
        <source>Each contract once (12 deals)</source>
        <translation>Each contract once (12 deals)</translation>
    </message>
    <message>
        <source>Tribello: each contract three times (36 deals)</source>
        <translation>Tribello: each contract three times (36 deals)</translation>
    </message>
    <message>
        <source>Forehand chooses the contract</source>
        <translation>Forehand chooses the contract</translation>
    </message>
    <message>
        <source>After seeing only the four open cards, or after seeing his own 16 cards as well (A3).</source>
        <translation>After seeing only the four open cards, or after seeing his own 16 cards as well (A3).</translation>
    </message>
    <message>
        <source>On the four open cards</source>
        <translation>On the four open cards</translation>
    </message>
    <message>
        <source>After seeing his hand</source>
        <translation>After seeing his hand</translation>
    </message>
    <message>
        <source>Valfri trumf may be spades</source>
        <translation>Valfri trumf may be spades</translation>
    </message>
    <message>
        <source>Spades may also be named under Valfri trumf (A4).</source>
        <translation>Spades may also be named under Valfri trumf (A4).</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>Open cards / discards</source>
        <translation>Open cards / discards</translation>
    </message>
    <message>
        <source>You must follow suit: you hold {suit}</source>
        <extracomment>``Phase`` members as module names: read off the enum class, a member is slow in Python 3.11 (see ``engine.events``).</extracomment>
        <translation>You must follow suit: you hold {suit}</translation>
    </message>
    <message>
        <source>Wait: it is {seat}&apos;s turn</source>
        <translation>Wait: it is {seat}&apos;s turn</translation>
    </message>
    <message>
        <source>Take up the four open cards first</source>
        <translation>Take up the four open cards first</translation>
    </message>
    <message>
        <source>Discard 4 cards first</source>
        <translation>Discard 4 cards first</translation>
    </message>
    <message>
        <source>Four cards lie on the discard pile: take one back first</source>
        <translation>Four cards lie on the discard pile: take one back first</translation>
    </message>
    <message>
        <source>{card} is not among your discards</source>
        <translation>{card} is not among your discards</translation>
    </message>
    <message>
        <source>Discard exactly 4 cards ({count} on the discard pile)</source>
        <translation>Discard exactly 4 cards ({count} on the discard pile)</translation>
    </message>
    <message>
        <source>The exchange is over</source>
        <translation>The exchange is over</translation>
    </message>
    <message>
        <source>Take the open cards</source>
        <translation>Take the open cards</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Take {card} back</translation>
    </message>
    <message>
        <source>Saka 4</source>
        <translation>Saka 4</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>{seat} takes the open cards</source>
        <translation>{seat} takes the open cards</translation>
    </message>
    <message>
        <source>{seat} has discarded 4 cards</source>
        <translation>{seat} has discarded 4 cards</translation>
    </message>
    <message>
        <source>{seat}&apos;s discards</source>
        <translation>{seat}&apos;s discards</translation>
    </message>
    <message>
        <source>{seat} wins</source>
        <translation>{seat} wins</translation>
    </message>
    <message>
        <source>Shared win: {seats}</source>
        <translation>Shared win: {seats}</translation>
    </message>
    <message>
        <source>You have already played {contract}</source>
        <translation>You have already played {contract}</translation>
    </message>
    <message>
        <source>Valfri trumf may be ♥, ♦ or ♣</source>
        <translation>Valfri trumf may be ♥, ♦ or ♣</translation>
    </message>
    <message>
        <source>Choose Spel, Pass, Spader trumf or Valfri trumf</source>
        <translation>Choose Spel, Pass, Spader trumf or Valfri trumf</translation>
    </message>
    <message>
        <source>Forehand chooses the contract first</source>
        <translation>Forehand chooses the contract first</translation>
    </message>
    <message>
        <source>{seat}: {contract}</source>
        <translation>{seat}: {contract}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals}: {contract}, forehand {seat}</source>
        <translation>Deal {deal} of {deals}: {contract}, forehand {seat}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals}: {seat} chooses the contract</source>
        <translation>Deal {deal} of {deals}: {seat} chooses the contract</translation>
    </message>
    <message>
        <source>Deal {deal}: {contract}, forehand {seat}</source>
        <translation>Deal {deal}: {contract}, forehand {seat}</translation>
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
        <translation>Choose this deal&apos;s contract</translation>
    </message>
    <message>
        <source>Take up the four open cards</source>
        <translation>Take up the four open cards</translation>
    </message>
    <message>
        <source>Discard 4 cards: drag them onto the discard pile, then press Saka 4</source>
        <translation>Discard 4 cards: drag them onto the discard pile, then press Saka 4</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Play a card: follow suit if you can</translation>
    </message>
    <message>
        <source>No trumps: take as many tricks as you can</source>
        <translation>No trumps: take as many tricks as you can</translation>
    </message>
    <message>
        <source>No trumps: take as few tricks as you can</source>
        <translation>No trumps: take as few tricks as you can</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Spades are trumps</translation>
    </message>
    <message>
        <source>Trumps in the suit you name (not spades)</source>
        <translation>Trumps in the suit you name (not spades)</translation>
    </message>
    <message>
        <source>The four open cards go to your hand; then you lay four cards away</source>
        <translation>The four open cards go to your hand; then you lay four cards away</translation>
    </message>
    <message>
        <source>The four cards on the discard pile are out of play for this deal</source>
        <translation>The four cards on the discard pile are out of play for this deal</translation>
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
        <translation>{contract} – {seat}: at most {first} {a} · {second} {b} · {third} {c}</translation>
    </message>
</context>
<context>
    <name>twentynine</name>
    <message>
        <source>A pile that never reaches 29</source>
        <translation>A pile that never reaches 29</translation>
    </message>
    <message>
        <source>When nobody can play, the unfinished pile goes to nobody, or to the player who laid its last card (A4).</source>
        <translation>When nobody can play, the unfinished pile goes to nobody, or to the player who laid its last card (A4).</translation>
    </message>
    <message>
        <source>Nobody gets it</source>
        <translation>Nobody gets it</translation>
    </message>
    <message>
        <source>The last player takes it</source>
        <translation>The last player takes it</translation>
    </message>
    <message>
        <source>Play in pairs (4 players)</source>
        <translation>Play in pairs (4 players)</translation>
    </message>
    <message>
        <source>With 4 players, partners sitting opposite add their cards together (S3); with 3 or 5 players everybody plays alone.</source>
        <translation>With 4 players, partners sitting opposite add their cards together (S3); with 3 or 5 players everybody plays alone.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Deals per game</source>
        <translation>Deals per game</translation>
    </message>
    <message>
        <source>The cards won in each deal are added up; one deal per player lets everybody lead once (S2).</source>
        <translation>The cards won in each deal are added up; one deal per player lets everybody lead once (S2).</translation>
    </message>
    <message>
        <source>Sum: {total}</source>
        <translation>Sum: {total}</translation>
    </message>
    <message>
        <source>Won by each</source>
        <translation>Won by each</translation>
    </message>
    <message>
        <source>Counts for nobody</source>
        <translation>Counts for nobody</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lead any card to start a new pile</source>
        <translation>Lead any card to start a new pile</translation>
    </message>
    <message>
        <source>The total is {total}: add a card without going over 29 – exactly 29 takes the pile</source>
        <translation>The total is {total}: add a card without going over 29 – exactly 29 takes the pile</translation>
    </message>
    <message>
        <source>The total may not go over 29</source>
        <translation>The total may not go over 29</translation>
    </message>
    <message>
        <source>You must play a card when you can</source>
        <translation>You must play a card when you can</translation>
    </message>
    <message>
        <source>Add one card at a time</source>
        <translation>Add one card at a time</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>Play {card} – total {total}</source>
        <translation>Play {card} – total {total}</translation>
    </message>
    <message>
        <source>{total}</source>
        <translation>{total}</translation>
    </message>
    <message>
        <source>{player} cannot play</source>
        <translation>{player} cannot play</translation>
    </message>
    <message>
        <source>29! – {player} takes {count} cards</source>
        <translation>29! – {player} takes {count} cards</translation>
    </message>
    <message>
        <source>Nobody can reach 29 – the {count} cards on {total} go to nobody</source>
        <translation>Nobody can reach 29 – the {count} cards on {total} go to nobody</translation>
    </message>
    <message>
        <source>Nobody can reach 29 – {player} laid the last card and takes {count} cards</source>
        <translation>Nobody can reach 29 – {player} laid the last card and takes {count} cards</translation>
    </message>
    <message>
        <source>{count} cards left in hands count for nobody</source>
        <translation>{count} cards left in hands count for nobody</translation>
    </message>
    <message>
        <source>Deal {deal} is over</source>
        <translation>Deal {deal} is over</translation>
    </message>
    <message>
        <source>Deal {deal}</source>
        <translation>Deal {deal}</translation>
    </message>
    <message>
        <source>Deal {deal} of {deals} · total {total}</source>
        <translation>Deal {deal} of {deals} · total {total}</translation>
    </message>
    <message>
        <source>{players} wins</source>
        <translation>{players} wins</translation>
    </message>
    <message>
        <source>{players} share the win</source>
        <translation>{players} share the win</translation>
    </message>
    <message>
        <source>{players} win</source>
        <translation>{players} win</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} and {second}</translation>
    </message>
</context>
<context>
    <name>uden_navn</name>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Packs</translation>
    </message>
    <message>
        <source>How many packs are shuffled together: by player count (two for 3–5 players, three for 6–8), or always two or three (A1).</source>
        <translation>How many packs are shuffled together: by player count (two for 3–5 players, three for 6–8), or always two or three (A1).</translation>
    </message>
    <message>
        <source>By player count</source>
        <translation>By player count</translation>
    </message>
    <message>
        <source>Jokers per pack</source>
        <translation>Jokers per pack</translation>
    </message>
    <message>
        <source>Jokers taken in with each pack (A1).</source>
        <translation>Jokers taken in with each pack (A1).</translation>
    </message>
    <message>
        <source>Purchases per round</source>
        <translation>Purchases per round</translation>
    </message>
    <message>
        <source>How often each player may buy a discard in one round (R11).</source>
        <translation>How often each player may buy a discard in one round (R11).</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unlimited</translation>
    </message>
    <message>
        <source>Buy after laying down</source>
        <translation>Buy after laying down</translation>
    </message>
    <message>
        <source>Players who have laid down may still buy (R9, A7).</source>
        <translation>Players who have laid down may still buy (R9, A7).</translation>
    </message>
    <message>
        <source>Lay off in the turn of laying down</source>
        <translation>Lay off in the turn of laying down</translation>
    </message>
    <message>
        <source>A player may lay off already in the turn he lays down (R7, A6).</source>
        <translation>A player may lay off already in the turn he lays down (R7, A6).</translation>
    </message>
    <message>
        <source>Take a joker from your own run</source>
        <translation>Take a joker from your own run</translation>
    </message>
    <message>
        <source>The player who laid a run may himself take its joker; otherwise only the other players may (R8, A5).</source>
        <translation>The player who laid a run may himself take its joker; otherwise only the other players may (R8, A5).</translation>
    </message>
    <message>
        <source>Close round 7 with a discard</source>
        <translation>Close round 7 with a discard</translation>
    </message>
    <message>
        <source>In round 7 a player may also close with three runs and one card discarded face down (R14, A9).</source>
        <translation>In round 7 a player may also close with three runs and one card discarded face down (R14, A9).</translation>
    </message>
    <message>
        <source>two sets</source>
        <extracomment>&quot;two sets&quot; (short) and &quot;two sets of at least three cards&quot; (the banner&apos;s words).</extracomment>
        <translation>two sets</translation>
    </message>
    <message>
        <source>two sets of at least three cards</source>
        <translation>two sets of at least three cards</translation>
    </message>
    <message>
        <source>one set and one run</source>
        <translation>one set and one run</translation>
    </message>
    <message>
        <source>one set of at least three and one run of at least four cards</source>
        <translation>one set of at least three and one run of at least four cards</translation>
    </message>
    <message>
        <source>two runs</source>
        <translation>two runs</translation>
    </message>
    <message>
        <source>two runs of at least four cards</source>
        <translation>two runs of at least four cards</translation>
    </message>
    <message>
        <source>three sets</source>
        <translation>three sets</translation>
    </message>
    <message>
        <source>three sets of at least three cards</source>
        <translation>three sets of at least three cards</translation>
    </message>
    <message>
        <source>two sets and one run</source>
        <translation>two sets and one run</translation>
    </message>
    <message>
        <source>two sets of at least three and one run of at least four cards</source>
        <translation>two sets of at least three and one run of at least four cards</translation>
    </message>
    <message>
        <source>one set and two runs</source>
        <translation>one set and two runs</translation>
    </message>
    <message>
        <source>one set of at least three and two runs of at least four cards</source>
        <translation>one set of at least three and two runs of at least four cards</translation>
    </message>
    <message>
        <source>three runs</source>
        <translation>three runs</translation>
    </message>
    <message>
        <source>three runs of at least four cards, the whole hand at once</source>
        <translation>three runs of at least four cards, the whole hand at once</translation>
    </message>
    <message>
        <source>You must lay down the whole contract at once: {contract}</source>
        <extracomment>R3, R4: sets of three or more (identical cards allowed), runs of four or more, the ace low or high but never both; never more jokers than natural cards (A3). The most melds a contract has: one staging tray for each.</extracomment>
        <translation>You must lay down the whole contract at once: {contract}</translation>
    </message>
    <message>
        <source>Round {number} ({name}) is exactly {contract}</source>
        <translation>Round {number} ({name}) is exactly {contract}</translation>
    </message>
    <message>
        <source>Round {number} needs {contract} – you have {have}</source>
        <translation>Round {number} needs {contract} – you have {have}</translation>
    </message>
    <message>
        <source>Two sets of the same rank count as one set – round {number} needs {contract} of different ranks</source>
        <translation>Two sets of the same rank count as one set – round {number} needs {contract} of different ranks</translation>
    </message>
    <message>
        <source>To close round 7 your whole hand must lie as three runs</source>
        <translation>To close round 7 your whole hand must lie as three runs</translation>
    </message>
    <message>
        <source>To close round 7 your whole hand, or all but one card, must lie as three runs</source>
        <translation>To close round 7 your whole hand, or all but one card, must lie as three runs</translation>
    </message>
    <message>
        <source>{sets} sets and {runs} runs</source>
        <translation>{sets} sets and {runs} runs</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>one run</translation>
    </message>
    <message>
        <source>one set</source>
        <translation>one set</translation>
    </message>
    <message>
        <source>Set ✓</source>
        <translation>Set ✓</translation>
    </message>
    <message>
        <source>Run ✓</source>
        <translation>Run ✓</translation>
    </message>
    <message>
        <source>Run ✓ – joker = {card}</source>
        <translation>Run ✓ – joker = {card}</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}</source>
        <translation>Round {number}/7 – {name}</translation>
    </message>
    <message>
        <source>{player} wants to buy</source>
        <translation>{player} wants to buy</translation>
    </message>
    <message>
        <source>Laid down</source>
        <translation>Laid down</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Purchases</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Meld and tray columns along each seat&apos;s edge (card widths).</extracomment>
        <translation>Stock</translation>
    </message>
    <message>
        <source>Draw: drag {card} into your hand, or click the stock</source>
        <translation>Draw: drag {card} into your hand, or click the stock</translation>
    </message>
    <message>
        <source>{player} wants to buy {card}: take it yourself, or click the stock and let it go</source>
        <translation>{player} wants to buy {card}: take it yourself, or click the stock and let it go</translation>
    </message>
    <message>
        <source>Drag cards into the groups above your hand to lay down {contract} – or discard a card</source>
        <translation>Drag cards into the groups above your hand to lay down {contract} – or discard a card</translation>
    </message>
    <message>
        <source>Lay off cards on any meld that they fit, then discard a card</source>
        <translation>Lay off cards on any meld that they fit, then discard a card</translation>
    </message>
    <message>
        <source>Put your whole hand into the groups as three runs and close – or discard a card</source>
        <translation>Put your whole hand into the groups as three runs and close – or discard a card</translation>
    </message>
    <message>
        <source>Click Buy if you want {card}: you get two extra cards from the stock</source>
        <translation>Click Buy if you want {card}: you get two extra cards from the stock</translation>
    </message>
    <message>
        <source>Take the top card of the stock</source>
        <translation>Take the top card of the stock</translation>
    </message>
    <message>
        <source>Take the discard as your draw: nobody can buy it then</source>
        <translation>Take the discard as your draw: nobody can buy it then</translation>
    </message>
    <message>
        <source>Ask for the discard: if the next player draws from the stock, you get it and two more cards, and you discard nothing</source>
        <translation>Ask for the discard: if the next player draws from the stock, you get it and two more cards, and you discard nothing</translation>
    </message>
    <message>
        <source>Put the groups on the table: they must be exactly this round&apos;s contract</source>
        <translation>Put the groups on the table: they must be exactly this round&apos;s contract</translation>
    </message>
    <message>
        <source>Lay your whole hand down as three runs and close round 7</source>
        <translation>Lay your whole hand down as three runs and close round 7</translation>
    </message>
    <message>
        <source>That is not a move in this game</source>
        <translation>That is not a move in this game</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile</source>
        <translation>Draw a card first: from the stock or the discard pile</translation>
    </message>
    <message>
        <source>You have drawn your card: now lay down, lay off or discard</source>
        <translation>You have drawn your card: now lay down, lay off or discard</translation>
    </message>
    <message>
        <source>There is no card in the stock</source>
        <translation>There is no card in the stock</translation>
    </message>
    <message>
        <source>There is no card on the discard pile</source>
        <translation>There is no card on the discard pile</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>{card} is not in your tray</source>
        <translation>{card} is not in your tray</translation>
    </message>
    <message>
        <source>This round has {count} groups</source>
        <translation>This round has {count} groups</translation>
    </message>
    <message>
        <source>You have laid down: now you get rid of cards by laying off and discarding</source>
        <translation>You have laid down: now you get rid of cards by laying off and discarding</translation>
    </message>
    <message>
        <source>Say which card the joker stands for</source>
        <translation>Say which card the joker stands for</translation>
    </message>
    <message>
        <source>In round 7 nobody lays down: close with your whole hand as three runs</source>
        <translation>In round 7 nobody lays down: close with your whole hand as three runs</translation>
    </message>
    <message>
        <source>There is no laying off in round 7</source>
        <translation>There is no laying off in round 7</translation>
    </message>
    <message>
        <source>Before round 7 you close by getting rid of your last card</source>
        <translation>Before round 7 you close by getting rid of your last card</translation>
    </message>
    <message>
        <source>You must lay down your own contract first</source>
        <translation>You must lay down your own contract first</translation>
    </message>
    <message>
        <source>You may lay off from your next turn</source>
        <translation>You may lay off from your next turn</translation>
    </message>
    <message>
        <source>There is no meld there</source>
        <translation>There is no meld there</translation>
    </message>
    <message>
        <source>Lay down first</source>
        <translation>Lay down first</translation>
    </message>
    <message>
        <source>Jokers in sets cannot be taken</source>
        <translation>Jokers in sets cannot be taken</translation>
    </message>
    <message>
        <source>That group has no joker at an open end to choose a card for</source>
        <translation>That group has no joker at an open end to choose a card for</translation>
    </message>
    <message>
        <source>There is no joker in this run</source>
        <translation>There is no joker in this run</translation>
    </message>
    <message>
        <source>Only {card} can take this joker&apos;s place</source>
        <translation>Only {card} can take this joker&apos;s place</translation>
    </message>
    <message>
        <source>Only the other players may take a joker from your run</source>
        <translation>Only the other players may take a joker from your run</translation>
    </message>
    <message>
        <source>There is no discard to buy now</source>
        <translation>There is no discard to buy now</translation>
    </message>
    <message>
        <source>You are next – take it as your draw instead</source>
        <translation>You are next – take it as your draw instead</translation>
    </message>
    <message>
        <source>You cannot buy your own discard</source>
        <translation>You cannot buy your own discard</translation>
    </message>
    <message>
        <source>You have laid down: you may not buy any more</source>
        <translation>You have laid down: you may not buy any more</translation>
    </message>
    <message>
        <source>No more purchases for you this round (at most {count})</source>
        <translation>No more purchases for you this round (at most {count})</translation>
    </message>
    <message>
        <source>You have already asked to buy this card</source>
        <translation>You have already asked to buy this card</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Draw from the stock</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Take {card}</translation>
    </message>
    <message>
        <source>Buy {card}</source>
        <translation>Buy {card}</translation>
    </message>
    <message>
        <source>Put {card} in group {group}</source>
        <translation>Put {card} in group {group}</translation>
    </message>
    <message>
        <source>Take {card} back</source>
        <translation>Take {card} back</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Lay down</translation>
    </message>
    <message>
        <source>Lay down – joker = {card}</source>
        <translation>Lay down – joker = {card}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Close – joker = {card}</source>
        <translation>Close – joker = {card}</translation>
    </message>
    <message>
        <source>Close and put {card} face down</source>
        <translation>Close and put {card} face down</translation>
    </message>
    <message>
        <source>Lay {card} off on {player}&apos;s meld</source>
        <translation>Lay {card} off on {player}&apos;s meld</translation>
    </message>
    <message>
        <source>Joker = {card}</source>
        <translation>Joker = {card}</translation>
    </message>
    <message>
        <source>Put {card} in the joker&apos;s place and take the joker</source>
        <translation>Put {card} in the joker&apos;s place and take the joker</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Close: {card} face down</source>
        <translation>Close: {card} face down</translation>
    </message>
    <message>
        <source>{player} wants to buy {card}</source>
        <translation>{player} wants to buy {card}</translation>
    </message>
    <message>
        <source>{player} buys {card} and takes two more cards</source>
        <translation>{player} buys {card} and takes two more cards</translation>
    </message>
    <message>
        <source>{player} takes {card}: the requests lapse</source>
        <translation>{player} takes {card}: the requests lapse</translation>
    </message>
    <message>
        <source>{player} lays down</source>
        <translation>{player} lays down</translation>
    </message>
    <message>
        <source>{player} takes a joker</source>
        <translation>{player} takes a joker</translation>
    </message>
    <message>
        <source>{player} closes round {number}</source>
        <translation>{player} closes round {number}</translation>
    </message>
    <message>
        <source>Round {number} ends without a closer: the stock is used up</source>
        <translation>Round {number} ends without a closer: the stock is used up</translation>
    </message>
    <message>
        <source>The discard pile but its top card becomes the new stock</source>
        <translation>The discard pile but its top card becomes the new stock</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}: {contract}</source>
        <translation>Round {number}/7 – {name}: {contract}</translation>
    </message>
    <message>
        <source>Round {number} ({name}): {player} closed</source>
        <translation>Round {number} ({name}): {player} closed</translation>
    </message>
    <message>
        <source>Round {number} ({name}): nobody closed</source>
        <translation>Round {number} ({name}): nobody closed</translation>
    </message>
    <message>
        <source>{number}. {name}</source>
        <translation>{number}. {name}</translation>
    </message>
    <message>
        <source>Round {number}/7 – {name}: {contract} · {player} deals</source>
        <translation>Round {number}/7 – {name}: {contract} · {player} deals</translation>
    </message>
</context>
<context>
    <name>uno</name>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>The winner of a round scores the others&apos; cards, or everybody counts his own cards and is out at the limit (S1, S2).</source>
        <translation>The winner of a round scores the others&apos; cards, or everybody counts his own cards and is out at the limit (S1, S2).</translation>
    </message>
    <message>
        <source>Winner takes the points</source>
        <translation>Winner takes the points</translation>
    </message>
    <message>
        <source>Out at the limit</source>
        <translation>Out at the limit</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Points that win the game, or the limit that puts a player out (S1, S2).</source>
        <translation>Points that win the game, or the limit that puts a player out (S1, S2).</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Everyone for himself, pairs, or teams of 3 to 5; partners never sit side by side (R17, A11).</source>
        <translation>Everyone for himself, pairs, or teams of 3 to 5; partners never sit side by side (R17, A11).</translation>
    </message>
    <message>
        <source>Everyone for himself</source>
        <translation>Everyone for himself</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Wild card at any time</source>
        <translation>Wild card at any time</translation>
    </message>
    <message>
        <source>The wild card may be played even when you hold the colour in play (A1).</source>
        <translation>The wild card may be played even when you hold the colour in play (A1).</translation>
    </message>
    <message>
        <source>Wild Draw Four against the rule</source>
        <translation>Wild Draw Four against the rule</translation>
    </message>
    <message>
        <source>The table gives the four extra cards, the next player may challenge, or the card is refused (R11).</source>
        <translation>The table gives the four extra cards, the next player may challenge, or the card is refused (R11).</translation>
    </message>
    <message>
        <source>Four extra cards</source>
        <translation>Four extra cards</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Challenge</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Not allowed</translation>
    </message>
    <message>
        <source>May draw instead of playing</source>
        <translation>May draw instead of playing</translation>
    </message>
    <message>
        <source>A player may draw although he holds a card he can play (R4, A6).</source>
        <translation>A player may draw although he holds a card he can play (R4, A6).</translation>
    </message>
    <message>
        <source>Pass draw cards on</source>
        <translation>Pass draw cards on</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with a Draw Two, a Wild Draw Four with a Wild Draw Four; the next player draws them all (A4).</source>
        <translation>A Draw Two may be answered with a Draw Two, a Wild Draw Four with a Wild Draw Four; the next player draws them all (A4).</translation>
    </message>
    <message>
        <source>Forgotten UNO also costs the turn</source>
        <translation>Forgotten UNO also costs the turn</translation>
    </message>
    <message>
        <source>A player caught without UNO draws two cards and also loses his next turn (R13, A7).</source>
        <translation>A player caught without UNO draws two cards and also loses his next turn (R13, A7).</translation>
    </message>
    <message>
        <source>Swedish house rules</source>
        <translation>Swedish house rules</translation>
    </message>
    <message>
        <source>Published rules</source>
        <translation>Published rules</translation>
    </message>
    <message>
        <source>Passing draws on</source>
        <translation>Passing draws on</translation>
    </message>
    <message>
        <source>UNO</source>
        <translation>UNO</translation>
    </message>
    <message>
        <source>loses next turn</source>
        <translation>loses next turn</translation>
    </message>
    <message>
        <source>{colour}: draw {count}</source>
        <translation>{colour}: draw {count}</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <source>Play a card of the colour in play or with the same number or symbol – or draw a card</source>
        <translation>Play a card of the colour in play or with the same number or symbol – or draw a card</translation>
    </message>
    <message>
        <source>Pass the draw on with the same kind of card, or draw the cards</source>
        <translation>Pass the draw on with the same kind of card, or draw the cards</translation>
    </message>
    <message>
        <source>Name the colour the next player must play</source>
        <translation>Name the colour the next player must play</translation>
    </message>
    <message>
        <source>Play the card you have just drawn, or keep it</source>
        <translation>Play the card you have just drawn, or keep it</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or draw four cards</source>
        <translation>Challenge the Wild Draw Four, or draw four cards</translation>
    </message>
    <message>
        <source>Say UNO! now: you have one card left</source>
        <translation>Say UNO! now: you have one card left</translation>
    </message>
    <message>
        <source>A player on one card has not said UNO: catch him before the next move</source>
        <translation>A player on one card has not said UNO: catch him before the next move</translation>
    </message>
    <message>
        <source>Take the top card of the draw pile</source>
        <translation>Take the top card of the draw pile</translation>
    </message>
    <message>
        <source>Keep the drawn card in your hand; your turn ends</source>
        <translation>Keep the drawn card in your hand; your turn ends</translation>
    </message>
    <message>
        <source>The next player must play this colour</source>
        <translation>The next player must play this colour</translation>
    </message>
    <message>
        <source>Say it when you play your second-to-last card, before anybody catches you</source>
        <translation>Say it when you play your second-to-last card, before anybody catches you</translation>
    </message>
    <message>
        <source>He forgot to say UNO: he draws two cards</source>
        <translation>He forgot to say UNO: he draws two cards</translation>
    </message>
    <message>
        <source>If he held a card of the colour in play he draws four; if not, you draw six</source>
        <translation>If he held a card of the colour in play he draws four; if not, you draw six</translation>
    </message>
    <message>
        <source>You cannot play and there is nothing to draw</source>
        <translation>You cannot play and there is nothing to draw</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>That is not a move in UNO</source>
        <translation>That is not a move in UNO</translation>
    </message>
    <message>
        <source>You do not hold {card}</source>
        <translation>You do not hold {card}</translation>
    </message>
    <message>
        <source>Play a {colour} card or a {value}</source>
        <translation>Play a {colour} card or a {value}</translation>
    </message>
    <message>
        <source>Play a {colour} card</source>
        <translation>Play a {colour} card</translation>
    </message>
    <message>
        <source>You hold a {colour} card – the wild card may not be played</source>
        <translation>You hold a {colour} card – the wild card may not be played</translation>
    </message>
    <message>
        <source>You hold a {colour} card – the Wild Draw Four may not be played</source>
        <translation>You hold a {colour} card – the Wild Draw Four may not be played</translation>
    </message>
    <message>
        <source>You cannot answer a Reverse with a Reverse</source>
        <translation>You cannot answer a Reverse with a Reverse</translation>
    </message>
    <message>
        <source>You have a card you can play</source>
        <translation>You have a card you can play</translation>
    </message>
    <message>
        <source>You drew {card}: play it or keep it</source>
        <translation>You drew {card}: play it or keep it</translation>
    </message>
    <message>
        <source>There is no drawn card to keep</source>
        <translation>There is no drawn card to keep</translation>
    </message>
    <message>
        <source>Name a colour for your wild card first</source>
        <translation>Name a colour for your wild card first</translation>
    </message>
    <message>
        <source>You name a colour only after a wild card</source>
        <translation>You name a colour only after a wild card</translation>
    </message>
    <message>
        <source>Name red, green, blue or yellow</source>
        <translation>Name red, green, blue or yellow</translation>
    </message>
    <message>
        <source>Pass it on with a {card} of your own, or draw {count} cards</source>
        <translation>Pass it on with a {card} of your own, or draw {count} cards</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or draw {count} cards</source>
        <translation>Challenge the Wild Draw Four, or draw {count} cards</translation>
    </message>
    <message>
        <source>There is no Wild Draw Four to challenge</source>
        <translation>There is no Wild Draw Four to challenge</translation>
    </message>
    <message>
        <source>You say UNO when you play your second-to-last card</source>
        <translation>You say UNO when you play your second-to-last card</translation>
    </message>
    <message>
        <source>Too late: {player} cannot be caught now</source>
        <translation>Too late: {player} cannot be caught now</translation>
    </message>
    <message>
        <source>You cannot catch your partner</source>
        <translation>You cannot catch your partner</translation>
    </message>
    <message>
        <source>There is nothing left to draw</source>
        <translation>There is nothing left to draw</translation>
    </message>
    <message>
        <source>You may pass only when you can neither play nor draw</source>
        <translation>You may pass only when you can neither play nor draw</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Draw Two</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Wild Draw Four</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Draw a card</translation>
    </message>
    <message>
        <source>Draw {count}</source>
        <translation>Draw {count}</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Keep</translation>
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
        <translation>Forgot UNO! – {player}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>{player} names {colour}</source>
        <translation>{player} names {colour}</translation>
    </message>
    <message>
        <source>{player} loses the turn</source>
        <translation>{player} loses the turn</translation>
    </message>
    <message>
        <source>{player} draws {count} and loses the turn</source>
        <translation>{player} draws {count} and loses the turn</translation>
    </message>
    <message>
        <source>Play changes direction</source>
        <translation>Play changes direction</translation>
    </message>
    <message>
        <source>{player} played +4 while holding a {colour} card – {player} draws {count}</source>
        <translation>{player} played +4 while holding a {colour} card – {player} draws {count}</translation>
    </message>
    <message>
        <source>{player} challenges: the +4 broke the rule, {offender} draws {count}</source>
        <translation>{player} challenges: the +4 broke the rule, {offender} draws {count}</translation>
    </message>
    <message>
        <source>{player} challenges: the +4 was allowed, {player} draws {count}</source>
        <translation>{player} challenges: the +4 was allowed, {player} draws {count}</translation>
    </message>
    <message>
        <source>{catcher} caught {player} without UNO – {player} draws {count}</source>
        <translation>{catcher} caught {player} without UNO – {player} draws {count}</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passes</translation>
    </message>
    <message>
        <source>The discard pile becomes the new draw pile</source>
        <translation>The discard pile becomes the new draw pile</translation>
    </message>
    <message>
        <source>A Wild Draw Four cannot start the pile: it is shuffled back</source>
        <translation>A Wild Draw Four cannot start the pile: it is shuffled back</translation>
    </message>
    <message>
        <source>{player} goes out and scores {points}</source>
        <translation>{player} goes out and scores {points}</translation>
    </message>
    <message>
        <source>{player} goes out</source>
        <translation>{player} goes out</translation>
    </message>
    <message>
        <source>{player} reaches the limit and is out of the game</source>
        <translation>{player} reaches the limit and is out of the game</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player} wins the game</translation>
    </message>
    <message>
        <source>Round {n}: {player} went out</source>
        <translation>Round {n}: {player} went out</translation>
    </message>
    <message>
        <source>Round {n}, target {target} – {colour}, {direction}</source>
        <translation>Round {n}, target {target} – {colour}, {direction}</translation>
    </message>
    <message>
        <source>Round {n}, out at {target} – {colour}, {direction}</source>
        <translation>Round {n}, out at {target} – {colour}, {direction}</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>clockwise</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>counter-clockwise</translation>
    </message>
</context>
<context>
    <name>whist</name>
    <message>
        <source>Partners and first dealer</source>
        <translation>Partners and first dealer</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Draw cards</translation>
    </message>
    <message>
        <source>Fixed (partner opposite)</source>
        <translation>Fixed (partner opposite)</translation>
    </message>
    <message>
        <source>Bid cards</source>
        <translation>Bid cards</translation>
    </message>
    <message>
        <source>Chosen face down, then turned</source>
        <translation>Chosen face down, then turned</translation>
    </message>
    <message>
        <source>Shown in turn</source>
        <translation>Shown in turn</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>First lead</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Forehand</translation>
    </message>
    <message>
        <source>Left of the Grand bidder</source>
        <translation>Left of the Grand bidder</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Penalty points</translation>
    </message>
    <message>
        <source>Deducted</source>
        <translation>Deducted</translation>
    </message>
    <message>
        <source>Credited to the opponents</source>
        <translation>Credited to the opponents</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Winning score</translation>
    </message>
    <message>
        <source>You must follow suit ({suit})</source>
        <translation>You must follow suit ({suit})</translation>
    </message>
    <message>
        <source>No red card – Grand is impossible</source>
        <translation>No red card – Grand is impossible</translation>
    </message>
    <message>
        <source>No black card – Nolo is impossible</source>
        <translation>No black card – Nolo is impossible</translation>
    </message>
    <message>
        <source>Put one card of your hand on the bid spot</source>
        <translation>Put one card of your hand on the bid spot</translation>
    </message>
    <message>
        <source>Choose your bid card first</source>
        <translation>Choose your bid card first</translation>
    </message>
    <message>
        <source>The bidding is over</source>
        <translation>The bidding is over</translation>
    </message>
    <message>
        <source>Bid with {card}</source>
        <translation>Bid with {card}</translation>
    </message>
    <message>
        <source>Grand (red)</source>
        <translation>Grand (red)</translation>
    </message>
    <message>
        <source>Nolo (black)</source>
        <translation>Nolo (black)</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>{seat} has chosen a bid card</source>
        <translation>{seat} has chosen a bid card</translation>
    </message>
    <message>
        <source>{seat} shows {card}</source>
        <translation>{seat} shows {card}</translation>
    </message>
    <message>
        <source>Grand – {pair} (bidder: {seat})</source>
        <translation>Grand – {pair} (bidder: {seat})</translation>
    </message>
    <message>
        <source>Nolo</source>
        <translation>Nolo</translation>
    </message>
    <message>
        <source>Bidding (hand {hand})</source>
        <translation>Bidding (hand {hand})</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>North–South</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>East–West</translation>
    </message>
    <message>
        <source>Hand {hand}: Grand by {pair}, {tricks} tricks – made</source>
        <translation>Hand {hand}: Grand by {pair}, {tricks} tricks – made</translation>
    </message>
    <message>
        <source>Hand {hand}: Grand by {pair}, {tricks} tricks – lost</source>
        <translation>Hand {hand}: Grand by {pair}, {tricks} tricks – lost</translation>
    </message>
    <message>
        <source>Hand {hand}: Nolo, {pair} took {tricks} tricks</source>
        <translation>Hand {hand}: Nolo, {pair} took {tricks} tricks</translation>
    </message>
    <message>
        <source>{pair} win the game</source>
        <translation>{pair} win the game</translation>
    </message>
    <message>
        <source>Hand limit reached with equal scores: shared win</source>
        <translation>Hand limit reached with equal scores: shared win</translation>
    </message>
    <message>
        <source>Bid card</source>
        <translation>Bid card</translation>
    </message>
    <message>
        <source>Choose Grand or Nolo: lay a red or black card face down</source>
        <translation>Choose Grand or Nolo: lay a red or black card face down</translation>
    </message>
    <message>
        <source>Play a card: follow suit if you can</source>
        <translation>Play a card: follow suit if you can</translation>
    </message>
    <message>
        <source>A red card: your pair wants Grand and must take at least 7 tricks</source>
        <translation>A red card: your pair wants Grand and must take at least 7 tricks</translation>
    </message>
    <message>
        <source>A black card: Nolo if all four choose black – then nobody wants tricks</source>
        <translation>A black card: Nolo if all four choose black – then nobody wants tricks</translation>
    </message>
    <message>
        <source>Grand – {a} and {b} (bidder: {bidder}) · {a} and {b} {ab} – {c} and {d} {cd}</source>
        <extracomment>A bid card lies on the bid spot, and may be dragged back, until he clicks Confirm. Cards he may not play are dimmed on his turn, the reason as their tooltip (Table interaction). The computers wait 0.6–1.2 s before a move, as the spec asks (at the default pace).</extracomment>
        <translation>Grand – {a} and {b} (bidder: {bidder}) · {a} and {b} {ab} – {c} and {d} {cd}</translation>
    </message>
    <message>
        <source>Nolo · {a} and {b} {ab} – {c} and {d} {cd}</source>
        <translation>Nolo · {a} and {b} {ab} – {c} and {d} {cd}</translation>
    </message>
</context>
</TS>
