package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.api.Contact;
import io.mailroom.service.localcopy.ContactField;
import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.transfer.ExportedCsv;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * File ▸ Export and the table's "Export selected…" in the real screen, headless, against a sandbox
 * of 1,000 seed contacts (600 in the newsletter): the export dialog as the app shows it, the file
 * written from the local copy, and what happens before there is a copy.
 */
class ContactsExportScreenTest {

    private static final String HEADER = String.join(",", Arrays.stream(ContactField.values()).map(ContactField::specName).toList());

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    @TempDir
    Path folder;

    @AfterEach
    void backToEnglish() {
        Messages.use(Locale.ENGLISH);
    }

    private void getAll() {
        ui.robot.clickOn("#get-all-contacts");
        ui.waitUntil("the whole list is on view", () -> Messages.text("contacts.count", ui.newsletter()).equals(ui.text("#total-label"))
                && !ui.visible("#sync-strip"));
    }

    /** Headless, menus do not open on a click: an item of the table's context menu is fired as the click would, without waiting for what it opens. */
    private void fireContextItem(String id) {
        MenuItem item = contextItem(id);
        Platform.runLater(item::fire);
    }

    private MenuItem contextItem(String id) {
        return ui.fx(() -> ui.table().getContextMenu().getItems().stream().filter(item -> id.equals(item.getId())).findFirst().orElseThrow());
    }

    private Node dialogButton(String dialog, String text) {
        return ui.fx(() -> {
            DialogPane pane = ui.robot.lookup(dialog).queryAs(DialogPane.class);
            return pane.getButtonTypes().stream().map(pane::lookupButton).filter(b -> text.equals(((Button) b).getText())).findFirst().orElseThrow();
        });
    }

    private String written(Path file) throws Exception {
        ui.waitUntil("the export has ended", () -> !ui.visible("#export-progress") && Files.exists(file));
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    @Test
    void fileExportWritesWhatTheListShowsWithTheDelimiterAndMarkChosen() throws Exception {
        getAll();
        ui.fxRun(() -> ui.screen.whole().filters().add(Filter.parse("language=de")));
        ui.waitUntil("the filter has answered", () -> ui.text("#total-label").equals(
                Messages.text("contacts.matching", ui.fx(() -> ui.screen.whole().matchingProperty().get()), ui.newsletter())));
        long germans = ui.fx(() -> ui.screen.whole().matchingProperty().get());
        assertThat(germans).isPositive().isLessThan(ui.newsletter());
        ui.fileChosen = folder.resolve("germans.csv");

        ui.fileMenu("export-contacts");
        ui.waitUntil("the export dialog is open", () -> ui.visible("#export-dialog"));
        assertThat(ui.text("#export-dialog #dialog-message")).isEqualTo(Messages.text("contacts.export.list", germans, "newsletter"));
        ui.choose("#export-delimiter", Messages.text("contacts.export.delimiter.semicolon"));
        ui.robot.clickOn("#export-bom");
        ui.robot.clickOn(dialogButton("#export-dialog", Messages.text("contacts.export.action")));

        String text = written(ui.fileChosen);
        assertThat(text).as("no byte order mark, as chosen").startsWith(HEADER.replace(',', ';') + "\n");
        WholeList.Reader onView = ui.fx(() -> ui.screen.whole().reader());
        List<Contact> expected = onView.queries().rows(onView.query(), 0, Integer.MAX_VALUE);
        assertThat(expected).hasSize((int) germans).allSatisfy(contact -> assertThat(contact.language()).isEqualToIgnoringCase("de"));
        assertThat(ExportedCsv.read(text, ';').rows()).isEqualTo(ExportedCsv.fields(expected));
        ui.waitForText("#contacts-notice", Messages.text("contacts.exported", germans, "germans.csv"));
        ui.assertNoDialogOpen();
    }

    @Test
    void exportSelectedWritesTheRowsSelectedWithTheMarkByDefault() throws Exception {
        getAll();
        ui.fxRun(() -> ui.table().getSelectionModel().selectRange(2, 5));
        List<Contact> selected = ui.selected();
        assertThat(selected).hasSize(3).doesNotContainNull();
        ui.fileChosen = folder.resolve("selection.csv");

        fireContextItem("export-selected");
        ui.waitUntil("the export dialog is open", () -> ui.visible("#export-dialog"));
        assertThat(ui.text("#export-dialog #dialog-message")).isEqualTo(Messages.text("contacts.export.selection", 3, "newsletter"));
        ui.robot.clickOn(dialogButton("#export-dialog", Messages.text("contacts.export.action")));

        String text = written(ui.fileChosen);
        assertThat(text).startsWith("\uFEFF" + HEADER + "\n");
        assertThat(ExportedCsv.read(text.substring(1), ',').rows()).isEqualTo(ExportedCsv.fields(selected));
    }

    @Test
    void exportSelectedIsOffWithNothingSelectedAndCancelWritesNothing() {
        getAll();
        assertThat(ui.fx(() -> contextItem("export-selected").isDisable())).isTrue();
        ui.fxRun(() -> ui.table().getSelectionModel().select(0));
        assertThat(ui.fx(() -> contextItem("export-selected").isDisable())).isFalse();
        ui.fileChosen = folder.resolve("never.csv");

        fireContextItem("export-selected");
        ui.waitUntil("the export dialog is open", () -> ui.visible("#export-dialog"));
        ui.robot.clickOn(dialogButton("#export-dialog", Messages.text("common.cancel")));

        ui.waitUntil("the dialog is closed", () -> !ui.visible("#export-dialog"));
        assertThat(folder.resolve("never.csv")).doesNotExist();
        ui.assertNoDialogOpen();
    }

    /** German and French take a third more room than English: the dialog's words and choices are whole at 1024×700. */
    @Test
    void inGermanAndFrenchTheDialogShowsEveryWordWhole() throws Exception {
        for (Locale language : List.of(Locale.GERMAN, Locale.FRENCH)) {
            Messages.use(language);
            ui.open(ui.fixture.prefs, 1024, 700);
            ui.waitUntil("the screen is open", () -> ui.visible("#contacts-screen"));
            ui.fxRun(() -> ui.table().getSelectionModel().select(0));
            ui.fileChosen = null;

            fireContextItem("export-selected");
            ui.waitUntil("the export dialog is open", () -> ui.visible("#export-dialog"));
            ui.robot.clickOn("#export-delimiter");
            ui.robot.clickOn(ui.robot.lookup(".list-cell").match((ListCell<?> cell) ->
                    Messages.text("contacts.export.delimiter.semicolon").equals(cell.getText())).<Node>query());
            DialogPane dialog = ui.fx(() -> ui.robot.lookup("#export-dialog").queryAs(DialogPane.class));
            assertThat(ui.fx(() -> LayoutChecks.problems(dialog.getScene()))).as(language.toString()).isEmpty();
            ui.robot.clickOn(dialogButton("#export-dialog", Messages.text("common.cancel")));
            ui.waitUntil("the dialog is closed", () -> !ui.visible("#export-dialog"));
        }
    }

    /** Before there is a copy the screen pages from the service: exporting "everything" would be one page, so it says to synchronise. */
    @Test
    void beforeThereIsACopyFileExportSaysToSynchroniseFirst() {
        ui.fileChosen = folder.resolve("page.csv");

        ui.fileMenu("export-contacts");

        ui.waitUntil("the notice is open", () -> ui.visible("#info-dialog"));
        assertThat(ui.text("#info-dialog #dialog-message")).isEqualTo(Messages.text("contacts.export.needsCopy", "newsletter", Synchronisation.shortcutText()));
        ui.robot.clickOn(dialogButton("#info-dialog", Messages.text("common.ok")));
        ui.waitUntil("the notice is closed", () -> !ui.visible("#info-dialog"));
        assertThat(folder.resolve("page.csv")).doesNotExist();
    }
}
