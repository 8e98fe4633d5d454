#!/usr/bin/env python3
"""Turns a hand-written hex dump into bytes: pairs of hex digits separated by
white space; '#' starts a comment that runs to the end of the line."""
import sys

data = bytearray()
with open(sys.argv[1]) as f:
    for line in f:
        for word in line.split("#", 1)[0].split():
            data.append(int(word, 16))
with open(sys.argv[2], "wb") as f:
    f.write(data)
