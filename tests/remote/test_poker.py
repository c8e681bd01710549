"""The mental-poker deck (web/agora_web/remote/poker.py) with X25519 from the `cryptography`
package: layers come off in any order, a dealt card is read only once every other device has
taken its layer off, and a three-device shuffle deals every card exactly once."""

from __future__ import annotations

import random

from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey

from web.agora_web.remote import poker

GAME = bytes(range(16))


def x25519(scalar: bytes, point: bytes) -> bytes:
    return X25519PrivateKey.from_private_bytes(scalar).exchange(X25519PublicKey.from_public_bytes(point))


def keys(rng: random.Random) -> "tuple[bytes, bytes]":
    while True:
        pair = poker.key_pair(rng.randbytes(32))
        if pair is not None:
            return pair


def cards(n: int) -> "list[bytes]":
    return [poker.run(poker.card_point(GAME, c), x25519) for c in range(n)]


def test_cards_are_distinct_points_of_the_subgroup():
    points = cards(40)
    assert len(set(points)) == 40
    enc, dec = keys(random.Random(1))
    for point in points[:5]:  # a key and its inverse give every card back
        assert x25519(dec, x25519(enc, point)) == point


def test_about_half_of_all_keys_have_an_inverse_x25519_takes():
    rng = random.Random(2)
    made = sum(poker.key_pair(rng.randbytes(32)) is not None for _ in range(400))
    assert 150 < made < 250


def test_layers_come_off_in_any_order():
    rng = random.Random(3)
    (e1, d1), (e2, d2), (e3, d3) = keys(rng), keys(rng), keys(rng)
    card = cards(1)[0]
    sealed = x25519(e3, x25519(e2, x25519(e1, card)))
    assert x25519(e1, x25519(e2, x25519(e3, card))) == sealed
    assert x25519(d1, x25519(d3, x25519(d2, sealed))) == card
    assert x25519(d2, x25519(d3, sealed)) != card  # one layer still on: not the card


def test_a_three_device_shuffle_deals_every_card_once_and_only_to_its_drawer():
    rng = random.Random(4)
    deck = cards(12)
    index = {point: c for c, point in enumerate(deck)}
    devices = [keys(rng) for _ in range(3)]
    orders = [rng.sample(range(12), 12) for _ in range(3)]
    shuffled = deck
    for (enc, _dec), order in zip(devices, orders):
        shuffled = poker.run(poker.shuffle_pass(enc, order, shuffled), x25519)
    assert not set(shuffled) & set(deck)  # nothing readable after the shuffle
    dealt = []
    for place, value in enumerate(shuffled):
        drawer = place % 3
        for other, (_enc, dec) in enumerate(devices):  # every other device takes its layer off
            if other != drawer:
                value = x25519(dec, value)
        assert value not in index  # still under the drawer's own layer: the others cannot read it
        dealt.append(index[x25519(devices[drawer][1], value)])
    assert sorted(dealt) == list(range(12))
    # the deal is the composition of the three secret orders
    expected = list(range(12))
    for order in orders:
        expected = [expected[i] for i in order]
    assert dealt == expected


def test_a_shuffle_order_must_be_a_permutation():
    enc, _dec = keys(random.Random(5))
    try:
        poker.run(poker.shuffle_pass(enc, [0, 0], cards(2)), x25519)
    except ValueError:
        return
    raise AssertionError("a repeated place was accepted")
