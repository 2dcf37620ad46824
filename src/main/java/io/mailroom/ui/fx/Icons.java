package io.mailroom.ui.fx;

import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/** Icons from Ikonli's Feather pack, at one size everywhere unless said otherwise. */
public final class Icons {

    public static final int SIZE = 16;

    private Icons() {
    }

    public static FontIcon of(Ikon ikon) {
        return of(ikon, SIZE);
    }

    public static FontIcon of(Ikon ikon, int size) {
        FontIcon icon = new FontIcon(ikon);
        icon.setIconSize(size);
        return icon;
    }
}
