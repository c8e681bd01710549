"""The widget layer: the pieces of HTML every game screen is built from (buttons, action bar,
player card, score tables, seat tabs, zoom controls, choice list, round pill, spinner, icons).

Widgets are plain functions of their data returning HTML text, with their `data-act`,
`data-testid` and accessible names inside; nothing here touches the page, so they run (and are
tested) on CPython. A game screen turns its view into widgets and keeps only its handlers.
"""
