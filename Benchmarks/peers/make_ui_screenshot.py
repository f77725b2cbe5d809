#!/usr/bin/env python3
"""Draws the images the PNG encoding benchmark compresses, into Benchmarks/Fixtures/:

- ui-screenshot.png: a 786 x 1704 px (393 x 852 pt at 2x) iOS-settings-like screen, flat
  colours, text and antialiased edges;
- cards-shadows.png: the same size, cards with blurred drop shadows over a vertical gradient,
  the harder case for fast settings.

Needs Pillow and Debian's fonts-inter. Drawn at 4x and reduced with a box filter, so shapes and
text have antialiased edges like Cairo's output. Deterministic: no randomness, no time.
"""
import os

from PIL import Image, ImageDraw, ImageFont

S = 8  # 4x oversampling of the 2x image: 8 px per point
W, H = 393, 852
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Fixtures", "ui-screenshot.png")
FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
BOLD = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
SEMI = "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"

img = Image.new("RGB", (W * S, H * S), (242, 242, 247))
d = ImageDraw.Draw(img)


def font(path, pt):
    return ImageFont.truetype(path, int(pt * S))


def rect(x, y, w, h, fill, r=0):
    d.rounded_rectangle([x * S, y * S, (x + w) * S - 1, (y + h) * S - 1], radius=r * S, fill=fill)


def text(x, y, s, f, fill=(0, 0, 0), anchor="la"):
    d.text((x * S, y * S), s, font=f, fill=fill, anchor=anchor)


# Status bar.
text(40, 20, "9:41", font(SEMI, 17))
rect(330, 22, 25, 12, (0, 0, 0), 3)
rect(300, 23, 18, 11, (0, 0, 0), 2)

# Large title and search field.
text(16, 96, "Settings", font(BOLD, 34))
rect(16, 146, 361, 36, (227, 227, 232), 10)
d.ellipse([28 * S, 156 * S, 42 * S, 170 * S], outline=(142, 142, 147), width=2 * S)
text(48, 154, "Search", font(FONT, 17), (142, 142, 147))

body = font(FONT, 17)
small = font(FONT, 15)
colors = [(255, 149, 0), (0, 122, 255), (52, 199, 89), (255, 59, 48), (88, 86, 214), (255, 45, 85),
          (90, 200, 250), (142, 142, 147), (255, 204, 0), (175, 82, 222)]
sections = [
    ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"],
    ["Notifications", "Sounds & Haptics", "Focus", "Screen Time"],
    ["General", "Control Center", "Display & Brightness", "Home Screen", "Accessibility", "Wallpaper"],
]
values = {"Wi-Fi": "Proofsheet", "Bluetooth": "On", "Personal Hotspot": "Off"}
y = 206
k = 0
for rows in sections:
    rect(16, y, 361, 44 * len(rows), (255, 255, 255), 10)
    for i, name in enumerate(rows):
        ry = y + 44 * i
        rect(32, ry + 8, 29, 29, colors[k % len(colors)], 7)
        d.ellipse([40 * S, (ry + 16) * S, 53 * S, (ry + 29) * S], fill=(255, 255, 255))
        text(76, ry + 12, name, body)
        if name == "Airplane Mode":
            rect(306, ry + 6, 51, 31, (52, 199, 89), 15.5)
            d.ellipse([328 * S, (ry + 8) * S, 355 * S, (ry + 35) * S], fill=(255, 255, 255))
        else:
            if name in values:
                text(340, ry + 12, values[name], body, (138, 138, 142), "ra")
            d.line([(352 * S, (ry + 16) * S), (357 * S, (ry + 22) * S), (352 * S, (ry + 28) * S)],
                   fill=(196, 196, 199), width=int(2.2 * S), joint="curve")
        if i < len(rows) - 1:
            rect(76, ry + 43.5, 301, 0.5, (198, 198, 200))
        k += 1
    y += 44 * len(rows) + 35

# A segmented control and a caption in the remaining space.
rect(16, y, 361, 32, (230, 230, 235), 9)
rect(18, y + 2, 119, 28, (255, 255, 255), 7)
for j, label in enumerate(["Light", "Dark", "Automatic"]):
    text(16 + 120 * j + 60, y + 6, label, font(SEMI if j == 0 else FONT, 13), anchor="ma")
text(32, y + 48, "Appearance applies to every app that follows the system setting.", font(FONT, 13), (110, 110, 115))

# Home indicator.
rect(129, 838, 135, 5, (0, 0, 0), 2.5)

img = img.resize((W * 2, H * 2), Image.BOX).convert("RGBA")
img.save(OUT, optimize=False)
print(OUT, img.size)

# Cards with shadows over a gradient.
from PIL import ImageFilter  # noqa: E402

W2, H2 = W * 2, H * 2
bg = Image.new("RGBA", (W2, H2))
d2 = ImageDraw.Draw(bg)
for y in range(H2):
    t = y / H2
    d2.line([(0, y), (W2, y)], fill=(int(242 - 40 * t), int(242 - 20 * t), int(247 - 10 * t), 255))
shadow = Image.new("RGBA", (W2, H2), (0, 0, 0, 0))
ds = ImageDraw.Draw(shadow)
for i in range(5):
    ds.rounded_rectangle([40, 100 + i * 300 + 12, W2 - 40, 100 + i * 300 + 262], radius=30, fill=(0, 0, 0, 90))
bg = Image.alpha_composite(bg, shadow.filter(ImageFilter.GaussianBlur(24)))
cards = Image.new("RGBA", (W2 * 4, H2 * 4), (0, 0, 0, 0))
dc = ImageDraw.Draw(cards)
for i in range(5):
    dc.rounded_rectangle([160, (100 + i * 300) * 4, (W2 - 40) * 4, (350 + i * 300) * 4], radius=120, fill=(255, 255, 255, 255))
bg = Image.alpha_composite(bg, cards.resize((W2, H2), Image.BOX))
bg.paste(img.crop((0, 0, W2, 600)).resize((W2 - 120, 540)).crop((0, 0, W2 - 120, 200)), (60, 120))
OUT2 = os.path.join(HERE, "..", "Fixtures", "cards-shadows.png")
bg.save(OUT2, optimize=False)
print(OUT2, bg.size)
