package io.mailroom.ui.contacts;

import io.mailroom.service.transfer.ExportOptions;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Problem;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The app's dialogs on screen, but for the file chooser, which has no window headless (Monocle
 * refuses it): the file it names is the one the test chose, none when the test chose none.
 */
record ChosenFile(DialogService shown, Supplier<Path> chosen) implements DialogService {

    @Override
    public boolean confirm(String title, String message, String action) {
        return shown.confirm(title, message, action);
    }

    @Override
    public <T> Optional<T> choose(String title, String message, List<Choice<T>> choices) {
        return shown.choose(title, message, choices);
    }

    @Override
    public Optional<String> ask(TextQuestion question) {
        return shown.ask(question);
    }

    @Override
    public Optional<ExportOptions> exportOptions(ExportQuestion question) {
        return shown.exportOptions(question);
    }

    @Override
    public void problem(Problem problem) {
        shown.problem(problem);
    }

    @Override
    public void info(String title, String message) {
        shown.info(title, message);
    }

    @Override
    public void summary(String title, String message, List<String> items) {
        shown.summary(title, message, items);
    }

    @Override
    public Optional<Path> pickFile(FileRequest request) {
        return Optional.ofNullable(chosen.get());
    }
}
