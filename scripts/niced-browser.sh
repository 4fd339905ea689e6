#!/bin/sh
# The browser of the end-to-end suite's static lane, started at a lower CPU priority so the emulator
# lane, the longer one, gets the cores first (playwright.config.ts says why). Every process the
# browser starts (renderers, GPU, network) inherits the priority.
exec nice -n 10 "$PYDOCS_NICED_BROWSER" "$@"
