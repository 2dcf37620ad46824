package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import io.mailroom.api.Contact;
import io.mailroom.service.Background;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.fx.FxDialogService;
import io.mailroom.ui.fx.FxThread;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The contacts screen in a window the way the shell hosts it (its menu in the menu bar, so its
 * shortcuts work), headless, against a sandbox of seed contacts on loopback (1,000 unless told,
 * 60% of them in the newsletter); and what the tests ask of it. Registered as an extension, it
 * opens before each test on the first page of the newsletter's contacts, and closes after it.
 */
final class ScreenHarness implements BeforeEachCallback, AfterEachCallback {

    static final int WAIT_SECONDS = 30;

    private final int seedContacts;

    final FxRobot robot = new FxRobot();
    final KnownContacts known = new KnownContacts();
    /** The contacts "Email this contact" was chosen for, in order. */
    final List<Contact> emailed = new CopyOnWriteArrayList<>();
    /** What the file chooser answers, which has no window headless; null: the person cancelled it. */
    volatile Path fileChosen;
    ContactsFixture fixture;
    ContactsScreen screen;
    private Background background;
    private Stage stage;

    ScreenHarness() {
        this(1000);
    }

    ScreenHarness(int seedContacts) {
        this.seedContacts = seedContacts;
    }

    /** The newsletter's contacts in the sandbox. */
    int newsletter() {
        return seedContacts * 60 / 100;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        fixture = new ContactsFixture(seedContacts);
        background = Background.virtualThreads();
        stage = FxToolkit.registerPrimaryStage();
        FxToolkit.setupFixture(() -> Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet()));
        open(fixture.prefs);
        waitForPage(Messages.text("contacts.page", 1, (newsletter() + 499) / 500));
    }

    /** Shows a new screen in the window, as a restarted app would, with the given remembered state. */
    void open(Preferences prefs) throws Exception {
        open(prefs, 1280, 800);
    }

    /** The same in a window of the given size (the words in the language {@code Messages} speaks now). */
    void open(Preferences prefs, double width, double height) throws Exception {
        open(prefs, width, height, created -> { });
    }

    /** The same, {@code beforeShown} told of the new screen before it first comes into view, as the app's startup marks are. */
    void open(Preferences prefs, double width, double height, Consumer<ContactsScreen> beforeShown) throws Exception {
        FxToolkit.setupFixture(() -> {
            screen = new ContactsScreen(fixture.session, FxThread.async(background), Settings.over(prefs).contacts(),
                    Settings.over(prefs).refreshCopiesOlderThan(), known, new Navigator() {
                @Override
                public void show(String screenId) {
                    throw new AssertionError("the contacts show no other screen by its id");
                }

                @Override
                public void request(Request request) {
                    if (request instanceof EmailContact(Contact contact)) {
                        emailed.add(contact);
                    }
                }
            }, root -> new ChosenFile(FxDialogService.over(root), () -> fileChosen));
            BorderPane window = new BorderPane(screen.view());
            Menu file = new Menu(Messages.text("app.menu.file"));
            file.setId("file-menu");
            file.getItems().setAll(screen.fileItems());
            MenuBar menus = new MenuBar(file);
            menus.getMenus().addAll(screen.menus());
            window.setTop(menus);
            stage.setScene(new Scene(window, width, height));
            stage.show();
            stage.toFront();
            beforeShown.accept(screen);
            screen.shown();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    Scene scene() {
        return stage.getScene();
    }

    <T> T fx(Callable<T> query) {
        try {
            return WaitForAsyncUtils.asyncFx(query).get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    void fxRun(Runnable action) {
        fx(() -> {
            action.run();
            return null;
        });
    }

    void waitUntil(String what, Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(WAIT_SECONDS, TimeUnit.SECONDS, () -> fx(condition));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("waited in vain until " + what, e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    void waitForText(String query, String text) {
        waitUntil(query + " says \"" + text + "\"", () -> text.equals(text(query)));
    }

    /** A loaded page, its progress gone. */
    void waitForPage(String pageText) {
        waitUntil("page " + pageText + " is loaded",
                () -> pageText.equals(text("#page-label")) && !visible("#contacts-progress"));
    }

    String text(String query) {
        return fx(() -> {
            Node node = robot.lookup(query).query();
            return node instanceof Labeled labeled ? labeled.getText() : ((TextInputControl) node).getText();
        });
    }

    /** Visible on screen: the node and every parent up to its window. */
    boolean visible(String query) {
        return fx(() -> robot.lookup(query).tryQuery().map(ScreenHarness::shown).orElse(false));
    }

    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null && node.getScene().getWindow() != null && node.getScene().getWindow().isShowing();
    }

    @SuppressWarnings("unchecked")
    TableView<Contact> table() {
        return (TableView<Contact>) robot.lookup("#contacts-table").queryAs(TableView.class);
    }

    /** The rows the table shows, in its order. */
    List<Contact> rows() {
        return fx(() -> List.copyOf(table().getItems()));
    }

    List<String> rowEmails() {
        return rows().stream().map(Contact::emailAddress).toList();
    }

    /**
     * Clicks the row at {@code index} (scrolling it into view first), as a person selects a contact:
     * near its start, since a row wider than a narrow table (side panels beside it) has its middle out of view.
     */
    void clickRow(int index) {
        fxRun(() -> table().scrollTo(index));
        WaitForAsyncUtils.waitForFxEvents();
        Node row = robot.lookup("#contacts-table .table-row-cell")
                .match((TableRow<?> r) -> r.getIndex() == index && !r.isEmpty()).query();
        robot.clickOn(robot.point(row).atPosition(Pos.CENTER_LEFT).atOffset(new Point2D(24, 0)));
    }

    /** Opens the combo box and clicks the item shown as {@code item}, as a person picks one. */
    void choose(String comboBox, String item) {
        robot.clickOn(comboBox);
        robot.clickOn(robot.lookup(".list-cell").match((ListCell<?> cell) -> item.equals(cell.getText())).<Node>query());
    }

    boolean editable(String textField) {
        return fx(() -> robot.lookup(textField).queryAs(TextInputControl.class).isEditable());
    }

    List<Contact> selected() {
        return fx(() -> List.copyOf(table().getSelectionModel().getSelectedItems()));
    }

    /** Headless, menus do not open on a click: the File menu's item {@code id} is fired as the click would, without waiting for what it opens. */
    void fileMenu(String id) {
        MenuItem item = fx(() -> {
            MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
            Menu file = bar.getMenus().stream().filter(menu -> Messages.text("app.menu.file").equals(menu.getText())).findFirst().orElseThrow();
            return file.getItems().stream().filter(candidate -> id.equals(candidate.getId())).findFirst().orElseThrow();
        });
        Platform.runLater(item::fire);
    }

    void assertNoDialogOpen() {
        assertThat(robot.listWindows()).hasSize(1);
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        FxToolkit.cleanupStages();
        background.close();
        fixture.close();
    }
}
