"""The screens the shell (app.py) shows: home, a game's setup seats, the game screen every game's
own screen builds on (game_screen.py), the rules guide, replay, review and the tutorials."""
