#!/usr/bin/env python3
"""audio-gen.py [--wav] RATE CHANNELS SECONDS SEED - a deterministic test
signal for the audio codecs of the wide tier: 16-bit little-endian PCM
(raw, or a WAV file with --wav) of a frequency sweep, a chord of
harmonics with a slow tremolo, an amplitude-modulated formant-like tone
(speech-like bursts), noise bursts and a short silence, the channels
phase-shifted from each other.  A linear congruential generator of its
own for the noise: the bytes depend on the arguments only."""
import math
import struct
import sys


def main():
    args = sys.argv[1:]
    wav = "--wav" in args
    args = [a for a in args if not a.startswith("--")]
    rate, chans, secs, seed = int(args[0]), int(args[1]), float(args[2]), int(args[3])
    n = int(rate * secs)
    x = seed & 0xFFFFFFFF

    def noise():
        nonlocal x
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        return ((x >> 8) & 0xFFFF) / 32768.0 - 1.0

    out = bytearray()
    seg = max(1, n // 5)
    for i in range(n):
        t = i / rate
        part = min(4, i // seg)
        for c in range(chans):
            ph = c * 0.7
            if part == 0:      # sweep 100 Hz .. 8 kHz
                f = 100 * (80 ** (i / seg))
                v = 0.6 * math.sin(2 * math.pi * f * t * 0.5 + ph)
            elif part == 1:    # chord with tremolo
                v = sum(math.sin(2 * math.pi * f * t + ph) / k
                        for k, f in enumerate((220, 277.2, 329.6, 440, 660), 1))
                v *= 0.25 * (1 + 0.3 * math.sin(2 * math.pi * 3 * t))
            elif part == 2:    # speech-like: formants, syllable envelope
                env = max(0.0, math.sin(2 * math.pi * 4 * t)) ** 2
                v = env * (0.5 * math.sin(2 * math.pi * 150 * t + ph)
                           + 0.3 * math.sin(2 * math.pi * 700 * t)
                           + 0.2 * math.sin(2 * math.pi * 1200 * t + ph))
                v += 0.02 * noise()
            elif part == 3:    # noise bursts
                v = (0.5 if (i // (rate // 10)) % 2 else 0.05) * noise()
            else:              # a tone, then silence
                v = 0.4 * math.sin(2 * math.pi * 1000 * t) if i < n - seg // 2 else 0.0
            s = max(-32768, min(32767, int(v * 32767)))
            out += struct.pack("<h", s)
    o = sys.stdout.buffer
    if wav:
        o.write(b"RIFF" + struct.pack("<I", 36 + len(out)) + b"WAVEfmt "
                + struct.pack("<IHHIIHH", 16, 1, chans, rate, rate * chans * 2,
                              chans * 2, 16)
                + b"data" + struct.pack("<I", len(out)))
    o.write(bytes(out))


if __name__ == "__main__":
    main()
