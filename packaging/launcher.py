"""Entry point of the frozen app: the same as ``python -m kortbord``."""
from kortbord.app.main import main

raise SystemExit(main())
