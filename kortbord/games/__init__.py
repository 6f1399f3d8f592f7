"""One package per game (``kortbord.games.<id>``): INFO in ``__init__``, ``rules``, ``layout``, ``ai``."""
