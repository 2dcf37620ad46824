package io.mailroom.ui.contacts;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which files dropped on the contacts screen start an import: exactly one, a .csv or .txt file
 * (docs/import.md, "Desktop"). Decided by name alone: the UI thread does not ask the disk.
 */
final class ImportDrop {

    private ImportDrop() {
    }

    static Optional<Path> importable(List<File> files) {
        if (files.size() != 1) {
            return Optional.empty();
        }
        String name = files.getFirst().getName().toLowerCase(Locale.ROOT);
        return name.endsWith(".csv") || name.endsWith(".txt") ? Optional.of(files.getFirst().toPath()) : Optional.empty();
    }
}
