"""Pairing codes of live games (remote/pairing.py): what a browser's description holds survives
the code, the code is short, and any damage to it is refused with a named problem."""

from __future__ import annotations

import msgspec
import pytest

from web.agora_web.remote import pairing

GAME = bytes(range(16))
OFFER = (
    "v=0\r\no=- 6319537834977246955 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\n"
    "a=candidate:1551131567 1 udp 2113937151 f12a0b77-a498-49c5-bba4-e2c9bb55155c.local 40807 typ host "
    "generation 0 network-cost 999\r\n"
    "a=candidate:2534580815 1 udp 2113942271 8f7d1743-c5e2-4d1d-b98a-0fbbe7aaf450.local 41578 typ host "
    "generation 0 network-cost 999\r\n"
    "a=candidate:2976349669 1 udp 2113937151 192.0.2.7 34662 typ host generation 0 network-cost 999\r\n"
    "a=candidate:2046934021 1 udp 2113942271 fd00::2 59594 typ host generation 0 network-cost 999\r\n"
    "a=candidate:9 1 tcp 1518280447 192.0.2.7 9 typ host tcptype active generation 0\r\n"
    "a=candidate:8 1 udp 1677729535 203.0.113.9 50000 typ srflx raddr 0.0.0.0 rport 0\r\n"
    "a=ice-ufrag:Z1sw\r\na=ice-pwd:kUyz1CIT7hfzWcGSos6T5LEq\r\na=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 E3:EC:B0:1A:53:46:E9:73:41:DF:4B:CF:E9:3C:8E:58:85:FD:04:F2:29:E5:00:A0:76:9C:C6:B8:"
    "D3:20:4C:D6\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
)


def test_a_code_keeps_what_the_connection_needs_and_nothing_else():
    code = pairing.from_sdp(pairing.OFFER_KEY, GAME, 0, OFFER)
    assert code.ufrag == "Z1sw" and code.pwd == "kUyz1CIT7hfzWcGSos6T5LEq"
    assert code.fingerprint.hex().upper().startswith("E3ECB01A")
    # host UDP candidates only: no TCP, no server-reflexive one
    assert [(c.address, c.port) for c in code.candidates] == [
        ("f12a0b77-a498-49c5-bba4-e2c9bb55155c.local", 40807),
        ("8f7d1743-c5e2-4d1d-b98a-0fbbe7aaf450.local", 41578),
        ("192.0.2.7", 34662),
        ("fd00::2", 59594),
    ]
    fragment = pairing.link(code)
    assert fragment.startswith("#o=1.")
    assert pairing.code_of(fragment) == code
    assert len(fragment) < 200  # four candidates; a phone's two make it shorter still


def test_the_rebuilt_description_says_the_same():
    code = pairing.from_sdp(pairing.OFFER_KEY, GAME, 0, OFFER)
    rebuilt = pairing.sdp(code)
    assert pairing.from_sdp(pairing.OFFER_KEY, GAME, 0, rebuilt) == code
    assert "a=setup:actpass" in rebuilt
    answer = pairing.sdp(msgspec.structs.replace(code, kind=pairing.ANSWER_KEY, device=1))
    assert "a=setup:active" in answer


def test_no_candidate_is_no_network():
    without = "\r\n".join(line for line in OFFER.split("\r\n") if "typ host" not in line)
    with pytest.raises(pairing.CodeError) as err:
        pairing.from_sdp(pairing.OFFER_KEY, GAME, 0, without)
    assert err.value.problem == pairing.NO_NETWORK


def test_damaged_cut_and_newer_codes_are_refused_by_name():
    fragment = pairing.link(pairing.from_sdp(pairing.OFFER_KEY, GAME, 0, OFFER))
    for bad in (fragment[:-5], fragment[:20], fragment + "AAAA", "#o=1.", "#o=x.AAAA", "#o=1.%%%"):
        with pytest.raises(pairing.CodeError) as err:
            pairing.code_of(bad)
        assert err.value.problem == pairing.DAMAGED, bad
    with pytest.raises(pairing.CodeError) as err:
        pairing.code_of("#o=2." + fragment[5:])
    assert err.value.problem == pairing.NEWER
    # an offer's payload under the answer's key is not an answer
    with pytest.raises(pairing.CodeError):
        pairing.code_of("#a=" + fragment[3:])
    assert pairing.code_of("#t=1.abc") is None


def test_every_changed_byte_is_refused_or_changes_the_code():
    """A code carries no checksum (DTLS refuses a wrong fingerprint); a change never crashes."""
    import base64

    fragment = pairing.link(pairing.from_sdp(pairing.OFFER_KEY, GAME, 0, OFFER))
    raw = bytearray(base64.urlsafe_b64decode(fragment[5:] + "=" * (-len(fragment[5:]) % 4)))
    original = pairing.code_of(fragment)
    for i in range(len(raw)):
        changed = bytearray(raw)
        changed[i] ^= 0x41
        text = "#o=1." + base64.urlsafe_b64encode(bytes(changed)).rstrip(b"=").decode()
        try:
            assert pairing.code_of(text) != original
        except pairing.CodeError as exc:
            assert exc.problem in (pairing.DAMAGED, pairing.NEWER)
