"""The check at the end of a remote game (docs/remote.md, "The check at the end").

Once the game is over every device sends an audit message with its secrets, and every device
checks the whole game on its own: each hash-chain seed against the commitment its device made
at the start (so every value it added to the draws was the one it had committed to), the
finished record against the engine's replay, and, where hands were sealed, the whole
mental-poker deck (sealed.py). What fails is a `Problem`: a code, the device (and seat) to
blame, and the facts the sentence needs; `words.problem_text` says it in the interface language.
An empty list is fair play.
"""

from __future__ import annotations

import msgspec

from engine.core import records

from . import chain

#: what can fail at the check (each has a sentence: remote_problem.<code> in the catalogs)
CHAIN = "chain"  # a seed that does not hash to its device's commitment
MISSING = "missing"  # a device sent no secrets (the game cannot be checked for it)
SHUFFLE = "shuffle"  # a shuffle pass that is not the device's keys and order at work
STRIP = "strip"  # a layer taken off wrongly (a false partial decryption)
SHOWN = "shown"  # a card shown that was not the card at that place of the deck
NOT_A_CARD = "not_a_card"  # a place of the deck that decrypts to no card
ILLEGAL = "illegal"  # a move the rules refuse on the true deal (a card not in the hand)
RESULT = "result"  # the true deal ends otherwise than the game everyone saw


class Problem(msgspec.Struct, frozen=True, omit_defaults=True):
    code: str
    #: the device to blame (its place in the start message), -1: none in particular
    device: int = -1
    #: the seat concerned, -1: none
    seat: int = -1
    #: a card, a move number or a place, as the sentence needs (-1: none)
    card: int = -1
    move: int = -1


def check(session):
    """Generator (no cryptography asked): the problems of a game without sealed hands."""
    problems = seeds(session)
    if session.record is not None:
        try:
            _rules, state = records.replay(session.record)
        except records.RecordError as exc:
            seat = -1
            if exc.move_index is not None:
                rules, before = records.replay(session.record, exc.move_index)
                seat = rules.current_player(before)
            problems.append(
                Problem(
                    ILLEGAL,
                    device=session.device_of(seat) if seat >= 0 else -1,
                    seat=seat,
                    move=exc.move_index if exc.move_index is not None else -1,
                )
            )
    return problems
    yield  # a generator like the sealed check, which asks for X25519


def seeds(session) -> "list[Problem]":
    """Each device's revealed seed against its commitment; a device that sent none."""
    out = []
    for d, device in enumerate(session.start.devices):
        audit = session.audits.get(d)
        if audit is None:
            out.append(Problem(MISSING, device=d))
        elif not chain.check_seed(audit.seed, device.commit, session.game_id, d):
            out.append(Problem(CHAIN, device=d))
    return out
