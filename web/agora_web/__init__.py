"""Agora's browser front end (run by PyScript on the page's main thread).

`app.start()` shows the home screen; everything else is imported when first needed.
"""
