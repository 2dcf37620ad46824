#!/usr/bin/env bash
# Regenerates every icon file from mailroom.svg; the results are committed, so a build never needs these tools.
# Needs rsvg-convert (librsvg2-bin), ImageMagick (magick, or convert on ImageMagick 6) and png2icns (icnsutils).
set -euo pipefail
cd "$(dirname "$0")"

sizes=(16 24 32 48 64 128 256 512 1024)
mkdir -p png
for size in "${sizes[@]}"; do
  rsvg-convert --width "$size" --height "$size" mailroom.svg --output "png/mailroom-$size.png"
done

# /usr/bin/convert, not a convert earlier on PATH: ImageMagick 6 has no magick command.
magick=$(command -v magick || echo /usr/bin/convert)
"$magick" png/mailroom-{16,24,32,48,64,128,256}.png mailroom.ico

# png2icns takes only the sizes the icns format has slots for.
png2icns mailroom.icns png/mailroom-{16,32,48,128,256,512,1024}.png >/dev/null

# The window's own icons (Stage.getIcons), where the app finds them at run time.
resources=../src/main/resources/io/mailroom/app/icons
mkdir -p "$resources"
for size in 16 32 48 64 128 256; do
  cp "png/mailroom-$size.png" "$resources/"
done

# jpackage's Linux package step takes the menu icon from its resource dir, not from the app image.
cp png/mailroom-256.png ../packaging/linux/Mailroom.png
