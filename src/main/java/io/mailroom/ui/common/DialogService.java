package io.mailroom.ui.common;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Every question and notice a view-model puts to the person, modal to its window. View-models
 * take this interface, so what they decide to ask is tested without a window
 * ({@code RecordingDialogs} in the tests answers as told); {@code ui.fx.FxDialogService} shows them.
 * Every text passed in is already in the person's language.
 */
public interface DialogService {

    /** Asks before something that cannot be undone; Cancel is the default. True when the person chose {@code action}. */
    boolean confirm(String title, String message, String action);

    /**
     * One of several answers, each a button, the default one taking Enter; empty when the person
     * closed the dialog without choosing.
     */
    <T> Optional<T> choose(String title, String message, List<Choice<T>> choices);

    /** A failure, with what the person can do and the requestId to copy. */
    void problem(Problem problem);

    void info(String title, String message);

    /** The end of a job over many items: what happened, and the items that need attention one a line, to copy. */
    void summary(String title, String message, List<String> items);

    /** A file to read or write; empty when the person cancelled. */
    Optional<Path> pickFile(FileRequest request);

    /** An answer of {@link #choose}: its value, the button's words, and whether Enter picks it. */
    record Choice<T>(T value, String label, boolean isDefault) {
    }

    /**
     * What {@link #pickFile} asks for: to open an existing file or name one to save, with the
     * name to start from and the kinds of file offered ("CSV files", "*.csv").
     */
    record FileRequest(String title, boolean save, String initialName, List<FileKind> kinds) {
    }

    record FileKind(String description, List<String> patterns) {
    }
}
