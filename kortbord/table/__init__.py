"""The card table (Qt): scene, card and zone items, layout engine, animation,
deck renderer with its pixmap cache, the rules controller, action bar and
score panel. It knows no game rules: it renders ``GameState.view(seat)``
through the game's ``TableLayout`` and asks the state about moves."""
