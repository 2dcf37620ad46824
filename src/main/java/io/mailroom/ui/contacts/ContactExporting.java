package io.mailroom.ui.contacts;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.transfer.ContactExport;
import io.mailroom.service.transfer.ExportCancelledException;
import io.mailroom.service.transfer.ExportDelimiter;
import io.mailroom.service.transfer.ExportOptions;
import io.mailroom.service.transfer.ExportSource;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.DialogService;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Problem;
import io.mailroom.ui.common.ProblemWords;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Exporting contacts to a CSV file (docs/contacts.md, "Export"): the whole list on view (every
 * contact, a segment's, a filter's) or a selection. Asks how and where through the dialog
 * service, then writes in the background through {@link ContactExport}, with progress and
 * cancel; a failure is shown as a problem. One export at a time; state changes only on the UI thread.
 */
final class ContactExporting {

    private final Async async;
    private final DialogService dialogs;
    /** Told on the UI thread what the export ended with, for the status line. */
    private final Consumer<String> notice;
    private final JobProgress state = new JobProgress("contacts.exporting", "contacts.exporting.cancelling");
    private ContactExport export;
    /** The rows of an Export selected… are being read before it asks: a second click asks nothing more. */
    private boolean readingRows;

    ContactExporting(Async async, DialogService dialogs, Consumer<String> notice) {
        this.async = async;
        this.dialogs = dialogs;
        this.notice = notice;
    }

    /**
     * Every contact the whole list's query matches, in its order. Without a local copy there is no
     * whole list to export, only a page: the person is told to synchronise rather than handed a
     * page as though it were everyone.
     */
    void exportList(WholeList whole, String appId) {
        if (!whole.shownProperty().get()) {
            dialogs.info(Messages.text("contacts.export.needsCopy.title"),
                    Messages.text("contacts.export.needsCopy", appId, Synchronisation.shortcutText()));
            return;
        }
        WholeList.Reader reader = whole.reader();
        ask(Messages.text("contacts.export.list", whole.matchingProperty().get(), appId), appId + ".csv",
                () -> new ExportSource.Matching(reader.queries(), reader.query()));
    }

    /** Every matching contact of the whole list, when the selection is all of them. */
    void exportAllMatching(WholeList whole, String appId) {
        WholeList.Reader reader = whole.reader();
        ask(Messages.text("contacts.export.selection", whole.matchingProperty().get(), appId), appId + "-selection.csv",
                () -> new ExportSource.Matching(reader.queries(), reader.query()));
    }

    /**
     * The rows selected of the whole list, read from the copy in the background before anything is
     * asked (some may not be read yet): places in the list name other contacts once a sync or an own
     * change has moved them, which may happen while the person picks the file.
     */
    void exportRows(WholeList whole, String appId, List<Integer> indices) {
        if (state.runningProperty().get() || readingRows) {
            return;
        }
        readingRows = true;
        WholeList.Reader reader = whole.reader();
        List<Integer> rows = List.copyOf(indices);
        async.task(() -> reader.rowsAt(rows))
                .onSuccess(contacts -> exportContacts(contacts, appId))
                .onFailure(LocalCopyException.class, failure -> dialogs.problem(Problem.of(failure)))
                .andFinally(() -> readingRows = false)
                .start();
    }

    /** Contacts in hand: those selected of a page from the service. */
    void exportContacts(List<Contact> contacts, String appId) {
        ExportSource.Given given = new ExportSource.Given(contacts);
        ask(Messages.text("contacts.export.selection", contacts.size(), appId), appId + "-selection.csv", () -> given);
    }

    private void ask(String message, String fileName, Callable<ExportSource> source) {
        if (state.runningProperty().get()) {
            return;
        }
        Optional<ExportOptions> options = dialogs.exportOptions(new DialogService.ExportQuestion(Messages.text("contacts.export.title"), message,
                Messages.text("contacts.export.delimiter"), ContactExporting::delimiterWords, Messages.text("contacts.export.bom"),
                Messages.text("contacts.export.action"), ExportOptions.DEFAULT));
        if (options.isEmpty()) {
            return;
        }
        Optional<Path> target = dialogs.pickFile(new DialogService.FileRequest(Messages.text("contacts.export.file"), true, fileName,
                List.of(new DialogService.FileKind(Messages.text("contacts.export.kind"), List.of("*.csv")))));
        target.ifPresent(path -> start(source, path, options.get()));
    }

    private void start(Callable<ExportSource> source, Path target, ExportOptions options) {
        ContactExport job = new ContactExport();
        export = job;
        state.begin(0);
        async.task(() -> job.toFile(source.call(), target, options, (done, all) -> async.onUi(() -> state.done(done, all))))
                .onSuccess(count -> notice.accept(Messages.text("contacts.exported", count, target.getFileName().toString())))
                .onFailure(ExportCancelledException.class, cancelled -> notice.accept(Messages.text("contacts.export.cancelled")))
                .onFailure(IOException.class, failure -> dialogs.problem(ProblemWords.exportFailed(target, failure)))
                .onFailure(LocalCopyException.class, failure -> dialogs.problem(Problem.of(failure)))
                .andFinally(() -> {
                    export = null;
                    state.end();
                })
                .start();
    }

    /** Stops the export; nothing is left under the file's name. */
    void cancel() {
        if (export != null) {
            state.cancelling();
            export.cancel();
        }
    }

    private static String delimiterWords(ExportDelimiter delimiter) {
        return switch (delimiter) {
            case COMMA -> Messages.text("contacts.export.delimiter.comma");
            case SEMICOLON -> Messages.text("contacts.export.delimiter.semicolon");
            case TAB -> Messages.text("contacts.export.delimiter.tab");
        };
    }

    JobProgress state() {
        return state;
    }
}
