package io.mailroom.docs;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/** Writes what a scene shows (and a dialog over it) to a PNG file; runs on the FX thread. */
public final class Png {

    private Png() {
    }

    public static void write(Scene scene, Path file) {
        save(buffered(scene.snapshot(null)), file);
    }

    /** The window's scene with a dialog's over it, in the middle, where a dialog opens over its owner. */
    public static void write(Scene window, Scene dialog, Path file) {
        BufferedImage under = buffered(window.snapshot(null));
        BufferedImage over = buffered(dialog.snapshot(null));
        Graphics2D canvas = under.createGraphics();
        // A dialog of the desktop casts a shadow: a quiet border sets it apart from the window it covers.
        int x = (under.getWidth() - over.getWidth()) / 2;
        int y = (under.getHeight() - over.getHeight()) / 2;
        canvas.setColor(new Color(0, 0, 0, 90));
        canvas.fillRect(x - 1, y - 1, over.getWidth() + 2, over.getHeight() + 2);
        canvas.drawImage(over, x, y, null);
        canvas.dispose();
        save(under, file);
    }

    private static BufferedImage buffered(WritableImage image) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage buffered = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                buffered.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        return buffered;
    }

    private static void save(BufferedImage buffered, Path file) {
        try {
            Files.createDirectories(file.getParent());
            ImageIO.write(buffered, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
