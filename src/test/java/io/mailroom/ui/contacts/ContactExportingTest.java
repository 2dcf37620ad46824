package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.service.BulkExecutor;
import io.mailroom.service.transfer.ExportDelimiter;
import io.mailroom.service.transfer.ExportOptions;
import io.mailroom.service.transfer.ExportedCsv;
import io.mailroom.ui.common.Async;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.RecordingDialogs;
import io.mailroom.ui.common.Settings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the contacts screen's export asks and does, without the FX thread: the dialogs answered as
 * told, the file written from a local copy synced from the sandbox (1,000 seed contacts, 600 in
 * the newsletter), or a page's selection before there is one; a failure shown as a problem.
 */
class ContactExportingTest {

    @TempDir
    Path folder;

    private ContactsFixture fixture;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private ContactsViewModel model;

    @BeforeEach
    void start() {
        fixture = new ContactsFixture(1000);
        model = new ContactsViewModel(fixture.session, Async.sameThread(), fixture.kept(), new BulkExecutor(), new KnownContacts(),
                dialogs, ContactsFixture.options(Settings.CopyRefresh.ONE_DAY, Clock.systemUTC()));
        model.start();
    }

    @AfterEach
    void stop() throws Exception {
        fixture.close();
    }

    @Test
    void aFileThatCannotBeWrittenIsAProblemShownAndNothingIsLeft() {
        model.synchronise();
        Path target = folder.resolve("missing").resolve("contacts.csv");
        dialogs.answer(ExportOptions.DEFAULT).answer(target);

        model.exportList();

        assertThat(dialogs.kinds()).containsExactly("exportOptions", "pickFile", "problem");
        assertThat(dialogs.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.title()).isEqualTo(Messages.text("problem.export.title"));
            assertThat(problem.detail()).isEqualTo(Messages.text("problem.export.message", target.toString(),
                    Messages.text("problem.fileFailure.noSuchFile")));
        });
        assertThat(model.exporting().state().runningProperty().get()).isFalse();
        assertThat(folder.resolve("missing")).doesNotExist();
    }

    @Test
    void theWholeListIsWrittenAndTheStatusLineSaysHowMany() throws Exception {
        model.synchronise();
        Path target = folder.resolve("newsletter.csv");
        dialogs.answer(new ExportOptions(ExportDelimiter.TAB, false)).answer(target);

        model.exportList();

        assertThat(dialogs.asked().getFirst().message()).isEqualTo(Messages.text("contacts.export.list", 600, "newsletter"));
        WholeList.Reader onView = model.whole().reader();
        List<Contact> expected = onView.queries().rows(onView.query(), 0, Integer.MAX_VALUE);
        assertThat(ExportedCsv.read(Files.readString(target, StandardCharsets.UTF_8), '\t').rows()).isEqualTo(ExportedCsv.fields(expected));
        assertThat(model.noticeProperty().get()).isEqualTo(Messages.text("contacts.exported", 600, "newsletter.csv"));
        assertThat(dialogs.problems()).isEmpty();
    }

    @Test
    void beforeThereIsACopyThePagesSelectionIsWrittenAndTheWholeListIsNot() throws Exception {
        assertThat(model.whole().shownProperty().get()).isFalse();
        List<Contact> picked = List.of(model.contacts().get(4), model.contacts().get(9));
        Path target = folder.resolve("picked.csv");
        dialogs.answer(ExportOptions.DEFAULT).answer(target);

        model.exportSelected(List.of(), picked);

        String text = Files.readString(target, StandardCharsets.UTF_8);
        assertThat(ExportedCsv.read(text.substring(1), ',').rows()).isEqualTo(ExportedCsv.fields(picked));

        model.exportList();

        assertThat(dialogs.last().kind()).isEqualTo("info");
        assertThat(dialogs.last().message()).isEqualTo(Messages.text("contacts.export.needsCopy", "newsletter", Synchronisation.shortcutText()));
    }

    @Test
    void theRowsSelectedAreTheContactsOnViewThoughASyncMovesThemWhileTheFileIsPicked() throws Exception {
        model.synchronise();
        List<Integer> indices = List.of(1, 2, 3);
        List<Contact> selected = indices.stream().map(model.whole().rows()::get).toList();
        Contact first = model.whole().rows().get(0);
        Path target = folder.resolve("selected.csv");
        // The first contact leaves the list while the person picks the file: each place after it then holds the next contact.
        Runnable syncMeanwhile = () -> {
            fixture.session.client().deleteContact("newsletter", first.emailAddress());
            model.synchronise();
            assertThat(model.whole().rows().get(1).emailAddress()).isEqualTo(selected.get(1).emailAddress());
        };
        dialogs.answer(ExportOptions.DEFAULT).answerAfter(syncMeanwhile, target);

        model.exportSelected(indices, List.of());

        assertThat(dialogs.kinds()).containsExactly("exportOptions", "pickFile");
        String text = Files.readString(target, StandardCharsets.UTF_8);
        assertThat(ExportedCsv.read(text.substring(1), ',').rows()).isEqualTo(ExportedCsv.fields(selected));
    }

    @Test
    void cancellingTheDialogOrTheFileChooserWritesNothing() throws Exception {
        model.synchronise();

        model.exportList();
        dialogs.answer(ExportOptions.DEFAULT);
        model.exportList();

        assertThat(dialogs.kinds()).containsExactly("exportOptions", "exportOptions", "pickFile");
        assertThat(model.exporting().state().runningProperty().get()).isFalse();
        try (var files = Files.list(folder)) {
            assertThat(files).isEmpty();
        }
    }
}
