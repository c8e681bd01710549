"""Architects of Amytis' texts in English and Russian (merged into the shared table by
agora_web.i18n). Keys start with "am."; plural entries are tuples (en: 2 forms, ru: 3)."""

TEXT: "dict[str, dict[str, object]]" = {
    # --- the log (amytis/log.py): one line per engine event, the player's name is the heading ---
    "am.log.start": {"en": "The game begins; {name} plays first.", "ru": "Партия началась; первым ходит {name}."},
    "am.log.take": {"en": "takes {tile} from the construction board, row {row}, column {col}.",
                    "ru": "берёт {tile} с планшета построек: ряд {row}, столбец {col}."},
    "am.log.revealed": {"en": "Now on top there: {tile} ({left} in the stack).",
                        "ru": "Теперь там сверху {tile} (в стопке {left})."},
    "am.log.emptied": {"en": "That stack is now empty.", "ru": "Эта стопка теперь пуста."},
    "am.log.build": {"en": "builds {tile} on their board, row {row}, column {col}, on level {level}.",
                     "ru": "строит {tile} на своём планшете: ряд {row}, столбец {col}, уровень {level}."},
    "am.log.palace_waits": {"en": "The Palace scores after its choice.", "ru": "Дворец принесёт очки после выбора."},
    "am.log.draw": {"en": "takes the face-up project {card}.", "ru": "берёт открытый проект {card}."},
    "am.log.refill": {"en": "Project {card} is laid out in its place.", "ru": "На его место выкладывается проект {card}."},
    "am.log.draw_deck": {"en": "takes the top project of the deck: {card}.", "ru": "берёт верхний проект колоды: {card}."},
    "am.log.palace_points": {"en": "takes the points of the Palace in row {row}, column {col} instead of a project.",
                             "ru": "вместо проекта получает очки дворца: ряд {row}, столбец {col}."},
    "am.log.project": {"en": "completes project {card}: {points} at the end.",
                       "ru": "выполняет проект {card}: {points} в конце партии."},
    "am.log.favor": {"en": "lines up three architects and puts a favor pawn on “{space}”.",
                     "ru": "выстраивает трёх архитекторов в ряд и ставит фишку благосклонности на «{space}»."},
    "am.log.favor_lost": {"en": "lines up three architects, but has no favor pawn left.",
                          "ru": "выстраивает трёх архитекторов в ряд, но фишек благосклонности не осталось."},
    "am.log.return": {"en": "takes {n} back from the construction board.",
                      "ru": "забирает с планшета построек {n}."},
    "am.n_architects": {"en": ("{n} architect", "{n} architects"),
                        "ru": ("{n} архитектора", "{n} архитекторов", "{n} архитекторов")},
    "am.log.last_round": {"en": "A second stack is empty: this is the last round.",
                          "ru": "Опустела вторая стопка: это последний раунд."},
    "am.log.over": {"en": "The game is over. Won by {names}.", "ru": "Партия окончена. Победа: {names}."},
}
