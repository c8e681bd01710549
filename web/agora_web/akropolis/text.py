"""Akropolis's own texts, in English and Russian (merged into i18n.TEXT on first need).

Keys start with "ak."; the shape of an entry is i18n.py's: a string per language, or a plural
tuple (English: one/other; Russian: one/few/many)."""

TEXT: "dict[str, dict[str, object]]" = {
    # --- the game log (log.py) ---------------------------------------------------------------
    "ak.log.start": {"en": "The game begins. {name} is the Chief Architect.",
                     "ru": "Партия началась. Главный архитектор — {name}."},
    "ak.log.take_free": {"en": "takes the first tile of the site for free: {tile}",
                         "ru": "берёт первый участок площадки даром: {tile}"},
    "ak.log.take": {"en": "takes tile {place} of the site for {cost}: {tile}",
                    "ru": "берёт участок {place} с площадки за {cost}: {tile}"},
    "ak.log.take_paid_to": {"en": "takes tile {place} of the site, paying {cost} to {to}: {tile}",
                            "ru": "берёт участок {place} с площадки и платит {cost} игроку {to}: {tile}"},
    "ak.log.build_ground": {"en": "builds it on the ground (level 1), widening the city",
                            "ru": "строит его на земле (уровень 1), расширяя город"},
    "ak.log.build_over": {"en": "builds it on level {level}, over: {covered}",
                          "ru": "строит его на уровне {level}, поверх: {covered}"},
    "ak.log.stones": {"en": "gains {stones} from the quarries it covered",
                      "ru": "получает {stones} за закрытые каменоломни"},
    "ak.log.keeps": {"en": "puts it on its pile", "ru": "кладёт его в свою стопку"},
    "ak.log.keeps_plazas": {"en": "puts it on its pile (plazas: {plazas})",
                            "ru": "кладёт его в свою стопку (площади: {plazas})"},
    "ak.log.reserve": {"en": "The reserve ran out of stones; from now on the supply counts as unlimited.",
                       "ru": "В резерве кончился камень; дальше запас считается неограниченным."},
    "ak.log.refill": {"en": "The next stack is laid out: {tiles} on the site, {stacks} stacks still face down.",
                      "ru": "Выложена следующая стопка: на площадке {tiles}, закрытых стопок осталось: {stacks}."},
    "ak.log.round": {"en": "Round {round}: {name} becomes the Chief Architect.",
                     "ru": "Раунд {round}: Главным архитектором становится {name}."},
    "ak.log.end": {"en": "No stacks are left: the game is over. Won by {names}.",
                   "ru": "Стопок больше нет: партия окончена. Победа: {names}."},
}
