package io.mailroom.ui.compose;

import static io.mailroom.ui.compose.HistoryViewModelTest.sent;
import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import io.mailroom.service.Background;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.compose.SendResult;
import io.mailroom.service.compose.SentEmail;
import io.mailroom.ui.common.Formats;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.fx.FxThread;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.application.Application;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

/** The Sent tab, headless, at the width of the compose screen's left column, over a real history file. */
class HistoryPanelTest {

    private static final SentEmail INVOICE = sent(1, "ada@example.com", "Your invoice", "req-AAA", SendResult.SENT);
    private static final SentEmail REMINDER = sent(2, "bob@example.com", "Invoice reminder", "req-BBB", SendResult.OUTCOME_UNKNOWN);
    private static final SentEmail WELCOME = sent(3, "carol@example.com", "Welcome", null, SendResult.FAILED);

    @TempDir
    Path data;

    private final FxRobot robot = new FxRobot();
    private final Background background = Background.virtualThreads();
    private final List<SentEmail> opened = new CopyOnWriteArrayList<>();
    private final BooleanProperty sending = new SimpleBooleanProperty(false);

    @AfterEach
    void cleanUp() throws Exception {
        FxToolkit.cleanupStages();
        background.close();
    }

    private void show(SentEmail... entries) throws Exception {
        SendHistory history = new SendHistory(data, Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC));
        for (SentEmail entry : entries) {
            history.record(entry);
        }
        FxToolkit.registerPrimaryStage();
        FxToolkit.setupStage(stage -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            HistoryViewModel model = new HistoryViewModel(history, FxThread.async(background));
            HistoryPanel panel = new HistoryPanel(model, sending, opened::add);
            // Side by side, as the compose screen shows them: the list in its column, the chosen email where the form is.
            HistoryDetailsPanel details = new HistoryDetailsPanel(model.selectedProperty(), () -> model.selectedProperty().set(null), opened::add, sending);
            HBox both = new HBox(panel.view(), details.view());
            HBox.setHgrow(details.view(), Priority.ALWAYS);
            ((Region) panel.view()).setPrefWidth(340);
            stage.setScene(new Scene(both, 1024, 700));
            stage.show();
        });
        waitUntil(() -> !robot.lookup("#history-loading").tryQuery().isPresent());
    }

    @SuppressWarnings("unchecked")
    private ListView<SentEmail> list() {
        return robot.lookup("#history-list").queryAs(ListView.class);
    }

    /** The filled cells of the list, top to bottom. */
    private List<HistoryCell> cells() {
        return robot.lookup("#history-list .history-cell").queryAllAs(HistoryCell.class).stream()
                .filter(cell -> !cell.isEmpty() && cell.isVisible())
                .sorted(Comparator.comparingInt(HistoryCell::getIndex))
                .toList();
    }

    private static String textOf(Node parent, String query) {
        return ((Label) parent.lookup(query)).getText();
    }

    private String text(String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /** Monocle's headless glass never turns a right click into a context-menu request, so the test asks as the platform would. */
    private void openContextMenu(Node node) {
        Bounds bounds = node.localToScreen(node.getBoundsInLocal());
        double x = bounds.getCenterX();
        double y = bounds.getCenterY();
        robot.moveTo(node);
        robot.interact(() -> Event.fireEvent(node, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                bounds.getWidth() / 2, bounds.getHeight() / 2, x, y, false, null)));
    }

    private Node menuItem(String text) {
        return robot.lookup(".context-menu .menu-item .label").match(LabeledMatchers.hasText(text)).queryAs(Node.class);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theEmailsAreListedNewestFirstWithTheirResultInWords() throws Exception {
        show(INVOICE, REMINDER, WELCOME);

        assertThat(list().getItems()).containsExactly(WELCOME, REMINDER, INVOICE);
        List<HistoryCell> cells = cells();
        assertThat(cells).extracting(cell -> textOf(cell, ".history-to"))
                .containsExactly("carol@example.com", "bob@example.com", "ada@example.com");
        assertThat(cells).extracting(cell -> textOf(cell, ".history-subject"))
                .containsExactly("Welcome", "Invoice reminder", "Your invoice");
        assertThat(cells).extracting(cell -> textOf(cell, ".result-badge"))
                .containsExactly("Failed", "May have been sent", "Sent");
        assertThat(cells).allSatisfy(cell -> assertThat(textOf(cell, ".history-time")).isNotBlank());
    }

    @Test
    void anEmptyHistorySaysSo() throws Exception {
        show();

        assertThat(list().getItems()).isEmpty();
        assertThat(robot.lookup("#history-empty .label").queryAs(Label.class).getText()).isEqualTo("No emails sent yet.");
    }

    @Test
    void typingInTheSearchNarrowsTheList() throws Exception {
        show(INVOICE, REMINDER, WELCOME);

        robot.clickOn("#history-search").write("invoice");
        waitUntil(() -> list().getItems().size() == 2);
        assertThat(list().getItems()).containsExactly(REMINDER, INVOICE);

        robot.write(" req-aaa");
        waitUntil(() -> list().getItems().size() == 1);
        assertThat(list().getItems()).containsExactly(INVOICE);

        robot.write("z");
        waitUntil(() -> list().getItems().isEmpty());
        assertThat(robot.lookup("#history-empty .label").queryAs(Label.class).getText()).isEqualTo(Messages.text("compose.history.nothingMatches"));
    }

    @Test
    void theSelectedEmailIsShownInFull() throws Exception {
        show(INVOICE, REMINDER, WELCOME);

        robot.clickOn(cells().get(1));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#history-details").queryAs(Node.class).isVisible()).isTrue();
        assertThat(text("#history-subject-detail")).isEqualTo("Invoice reminder");
        assertThat(text("#history-result")).isEqualTo(Messages.text("compose.result.unknown"));
        assertThat(text("#history-title")).isEqualTo(Messages.text("compose.explanation.unknown"));
        assertThat(text("#history-detail")).isEqualTo(Messages.text("problem.sent.connectionLost"));
        assertThat(text("#history-remedy")).isEqualTo(Messages.text("compose.remedy.unknown"));
        assertThat(text("#history-from")).isEqualTo("support@mailroom.example");
        assertThat(text("#history-to-detail")).isEqualTo("bob@example.com");
        assertThat(text("#history-profile")).isEqualTo("Production");
        assertThat(text("#history-time-detail")).isEqualTo(Formats.dateTime(REMINDER.time()));
        TextField requestId = robot.lookup("#history-request-id").queryAs(TextField.class);
        assertThat(requestId.getText()).isEqualTo("req-BBB");
        assertThat(requestId.isEditable()).isFalse();
        assertThat(robot.lookup("#history-body #preview-text").queryAs(TextArea.class).getText()).isEqualTo(REMINDER.body());

        robot.clickOn("#history-copy-request-id");
        assertThat(clipboardText()).isEqualTo("req-BBB");

        robot.clickOn(cells().get(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text("#history-subject-detail")).isEqualTo("Welcome");
        assertThat(requestId.getText()).isEmpty();
        assertThat(robot.lookup("#history-copy-request-id").queryAs(Button.class).getParent().isVisible()).as("no requestId, nothing to copy").isFalse();
    }

    @Test
    void openAsNewDraftHandsOnTheChosenEmailOnceByButtonDoubleClickEnterAndContextMenu() throws Exception {
        show(INVOICE, REMINDER, WELCOME);
        assertThat(robot.lookup("#open-as-draft").queryAs(Button.class).isDisabled()).as("nothing to open before a choice").isTrue();

        robot.clickOn(cells().get(2));
        robot.clickOn("#open-as-draft");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).containsExactly(INVOICE);

        robot.doubleClickOn(cells().get(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).containsExactly(INVOICE, WELCOME);

        robot.clickOn(cells().get(1)).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).containsExactly(INVOICE, WELCOME, REMINDER);

        openContextMenu(cells().get(2));
        robot.clickOn(menuItem(Messages.text("compose.history.openAsDraft")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).containsExactly(INVOICE, WELCOME, REMINDER, INVOICE);

        openContextMenu(cells().get(1));
        robot.clickOn(menuItem(Messages.text("compose.history.copyRequestId")));
        assertThat(clipboardText()).isEqualTo("req-BBB");
    }

    @Test
    void whileAnEmailIsBeingSentNothingOpensAsANewDraftByAnyWay() throws Exception {
        show(INVOICE, REMINDER, WELCOME);
        robot.interact(() -> sending.set(true));

        robot.clickOn(cells().get(1));
        assertThat(robot.lookup("#open-as-draft").queryAs(Button.class).isDisabled()).isTrue();
        robot.doubleClickOn(cells().get(0));
        robot.clickOn(cells().get(1)).type(KeyCode.ENTER);
        openContextMenu(cells().get(2));
        assertThat(cells().get(2).getContextMenu().getItems().getFirst().isDisable()).isTrue();
        robot.clickOn(menuItem(Messages.text("compose.history.openAsDraft"))).type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).isEmpty();

        robot.interact(() -> sending.set(false));
        robot.clickOn("#open-as-draft");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).containsExactly(REMINDER);
    }

    @Test
    void aDamagedFileIsReportedUntilDismissedAndItsReadableEmailsAreListed() throws Exception {
        SendHistory earlier = new SendHistory(data, Clock.systemUTC());
        earlier.record(INVOICE);
        earlier.record(REMINDER);
        Files.writeString(earlier.file(), "not json\n", StandardOpenOption.APPEND);

        show();

        assertThat(list().getItems()).containsExactly(REMINDER, INVOICE);
        assertThat(robot.lookup("#history-notice").queryAs(Node.class).isVisible()).isTrue();
        assertThat(robot.lookup("#history-notice-text").queryAs(TextArea.class).getText())
                .contains("One line of the history", data.resolve("history.jsonl").toString(), "line 3",
                        "moved to " + setAside().getFileName(), "the 2 entries that could be read");

        robot.clickOn("#history-dismiss-notice");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#history-notice").queryAs(Node.class).isVisible()).isFalse();
    }

    private Path setAside() throws IOException {
        try (Stream<Path> files = Files.list(data)) {
            return files.filter(p -> p.getFileName().toString().startsWith("history.jsonl.corrupt-")).findFirst().orElseThrow();
        }
    }

    private static String clipboardText() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
    }
}
