"""``python -m kortbord``: the same as the ``kortbord`` command."""
from kortbord.app.main import main

raise SystemExit(main())
