"""Play across PCs: one PC hosts the table, the others join it (Qt-free, asyncio).

``protocol`` (the messages, documented there), ``wire`` (engine values as
JSON), ``session`` (the host's seats and what each is sent, no sockets),
``server`` (the host's TCP listener), ``client`` (joining a table), ``discovery``
(announcing and finding tables on the home network) and
``loopback`` (whole games of computer clients over the real protocol).
"""
