package io.mailroom.ui.common;

import io.mailroom.service.transfer.ExportDelimiter;
import io.mailroom.service.transfer.ExportOptions;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

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

    /**
     * Asks for one line of text, a name: the field starts with the question's {@code initial}, and
     * its {@code action} button stays off while {@code check} finds fault with what is typed, its
     * words shown under the field. The text as typed; empty when the person cancelled.
     */
    Optional<String> ask(TextQuestion question);

    /** A failure, with what the person can do and the requestId to copy. */
    void problem(Problem problem);

    void info(String title, String message);

    /** The end of a job over many items: what happened, and the items that need attention one a line, to copy. */
    void summary(String title, String message, List<String> items);

    /** A file to read or write; empty when the person cancelled. */
    Optional<Path> pickFile(FileRequest request);

    /**
     * How to write an export (docs/contacts.md, "Export"): the delimiter and whether the file
     * begins with a byte order mark, starting from the question's {@code initial}; empty when the
     * person cancelled.
     */
    Optional<ExportOptions> exportOptions(ExportQuestion question);

    /**
     * What {@link #exportOptions} asks: the title, a sentence saying what is exported, the
     * delimiter's label and each delimiter's words, the byte order mark's words, the button that
     * goes on, and the choices it starts with.
     */
    record ExportQuestion(String title, String message, String delimiterLabel, Function<ExportDelimiter, String> delimiterWords,
                          String byteOrderMark, String action, ExportOptions initial) {
    }

    /**
     * What {@link #ask} asks: the title, a sentence saying what for, the field's label, the text it
     * starts with, the words of the button that takes it, and what is wrong with a text (empty when
     * nothing is, and the button may take it).
     */
    record TextQuestion(String title, String message, String label, String initial, String action,
                        Function<String, Optional<String>> check) {
    }

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
