package io.mailroom.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.mailroom.sandbox.SandboxServer;
import io.mailroom.service.DataDirectory;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.Session;
import io.mailroom.ui.common.EnglishLeft;
import io.mailroom.ui.common.LayoutChecks;
import io.mailroom.ui.common.Messages;
import io.mailroom.ui.common.Settings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Cell;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Control;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real app at 1024×700 in each of its languages, walked through as a person would: every
 * screen once its data is there, and every dialog a person can reach from it. Each is whole (no
 * control outside its window, no text cut to "…", no dialog taller or wider than the screen) and
 * shows no English where the language has its own words. What is found is gathered over the whole
 * walk, so one run names every defect.
 */
class EveryScreenTest {

    private static final double WIDTH = MainWindow.MIN_WIDTH;
    private static final double HEIGHT = MainWindow.MIN_HEIGHT;
    private static final long WAIT = 30;
    static final List<Locale> LANGUAGES = Messages.LANGUAGES;

    private final FxRobot robot = new FxRobot();
    private final Locale jvmLocale = Locale.getDefault();
    private final List<String> found = new ArrayList<>();
    private Application app;
    private EnglishLeft english;
    private Locale language;

    @AfterEach
    void stop() throws Exception {
        if (app != null) {
            FxToolkit.cleanupApplication(app);
        }
        FxToolkit.cleanupStages();
        robot.interact(() -> Application.setUserAgentStylesheet(null));
        Messages.use(Locale.ENGLISH);
        Locale.setDefault(jvmLocale);
        // The walk chose a language in the preferences: the next test must not start in it.
        Preferences.userRoot().node("io/mailroom").removeNode();
    }

    @ParameterizedTest(name = "{0}")
    @FieldSource("LANGUAGES")
    void everyScreenAndDialogIsWholeAt1024x700AndSpeaksTheLanguage(Locale chosen) throws Exception {
        start(chosen);

        contacts();
        wholeList();
        compose();
        activity();
        settings();
        outbox();
        windowDialogs();

        assertThat(found).as("what is not whole or still English in %s at 1024x700", language).isEmpty();
    }

    // --- the walk

    private void contacts() throws Exception {
        TableView<?> table = robot.lookup("#contacts-table").queryAs(TableView.class);
        check("Contacts", table.getScene());
        robot.interact(() -> table.getSelectionModel().clearAndSelect(0));
        check("Contacts, a row selected", table.getScene());

        fire("#new-contact");
        DialogPane editor = dialog("#contact-editor");
        checkDialog("New contact", editor);
        robot.clickOn("#email-field").write("not an address");
        robot.clickOn("#birthday-field").write("soon");
        robot.clickOn("#firstName-field");
        WaitForAsyncUtils.waitForFxEvents();
        checkDialog("New contact, with the rules broken", editor);
        answer(editor, Messages.text("common.cancel"));

        robot.interact(() -> table.getSelectionModel().clearAndSelect(0));
        fire("#edit-contact");
        DialogPane edit = dialog("#contact-editor");
        checkDialog("Edit contact", edit);
        robot.interact(() -> ((TextInputControl) edit.lookup("#company-field")).setText("Litware Europe"));
        sandbox().faults().failNext(1, 409, 40900, "Contact lists are being migrated");
        fire("#save-contact");
        waitFor(() -> showing("#editor-title"));
        checkDialog("Edit contact, the save refused", edit);
        answer(edit, Messages.text("common.cancel"));

        fire("#delete-contacts");
        checkAndAnswer("Delete one contact", dialog("#confirm-dialog"), Messages.text("common.cancel"));

        // Two chosen, one of which the service refuses: the delete ends with its summary.
        robot.interact(() -> table.getSelectionModel().selectRange(0, 2));
        fire("#delete-contacts");
        DialogPane question = dialog("#confirm-dialog");
        checkDialog("Delete two contacts", question);
        sandbox().faults().failNext(1, 409, 40900, "Contact lists are being migrated");
        answer(question, Messages.text("contacts.delete.action"));
        DialogPane summary = dialog("#summary-dialog");
        checkDialog("Delete summary", summary);
        answer(summary, Messages.text("common.ok"));
        sandbox().faults().clear();
        waitFor(() -> !table.getItems().isEmpty());
        check("Contacts after a delete", table.getScene());

        ContextMenu columns = fx(() -> table.getColumns().getFirst().getContextMenu());
        robot.interact(() -> {
            Bounds header = table.localToScreen(table.getBoundsInLocal());
            columns.show(table, header.getMinX() + 40, header.getMinY() + 20);
        });
        WaitForAsyncUtils.waitForFxEvents();
        checkPopup("Column chooser", columns);
        robot.interact(columns::hide);
    }

    /**
     * The offer taken: every contact in the local copy, with when it was synchronised and what the
     * sync said; select all on the rows read, then every matching contact.
     */
    private void wholeList() throws Exception {
        TableView<?> table = robot.lookup("#contacts-table").queryAs(TableView.class);
        fire("#get-all-contacts");
        waitFor(() -> showing("#sync-outcome") && showing("#synced-label"));
        check("Contacts, the whole list", table.getScene());
        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().clearAndSelect(0);
        });
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        waitFor(() -> showing("#selection-bar"));
        check("Contacts, the rows read selected", table.getScene());
        fire("#select-all-matching");
        check("Contacts, every matching contact selected", table.getScene());
        fire("#clear-selection");
        filters(table.getScene());
    }

    /** The filter picker (a field's values, a range backwards), and two languages and a VIP range as chips. */
    private void filters(Scene scene) throws Exception {
        for (int language = 0; language < 2; language++) {
            fire("#add-filter");
            DialogPane picker = dialog("#filter-picker");
            ListView<?> values = (ListView<?>) picker.lookup("#filter-choices");
            int choice = language;
            robot.interact(() -> ((ListView<?>) picker.lookup("#filter-kinds")).getSelectionModel().select(1));
            waitFor(() -> values.getItems().size() > choice);
            robot.interact(() -> values.getSelectionModel().select(choice));
            checkDialog("Add a filter, a language", picker);
            answer(picker, Messages.text("contacts.filter.picker.add"));
        }
        fire("#add-filter");
        DialogPane picker = dialog("#filter-picker");
        robot.interact(() -> {
            ((ListView<?>) picker.lookup("#filter-kinds")).getSelectionModel().select(2);
            ((TextInputControl) picker.lookup("#vip-min")).setText("5");
            ((TextInputControl) picker.lookup("#vip-max")).setText("2");
        });
        WaitForAsyncUtils.waitForFxEvents();
        checkDialog("Add a filter, a VIP range backwards", picker);
        robot.interact(() -> ((TextInputControl) picker.lookup("#vip-min")).setText("1"));
        answer(picker, Messages.text("contacts.filter.picker.add"));
        waitFor(() -> robot.lookup(".filter-chip").queryAll().size() == 3);
        check("Contacts, three filters", scene);
        fire("#clear-filters");
    }

    private void compose() throws Exception {
        TableView<?> table = robot.lookup("#contacts-table").queryAs(TableView.class);
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(0);
            table.requestFocus();
        });
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        waitFor(() -> showing("#compose-screen"));
        Scene scene = robot.lookup("#compose-screen").query().getScene();
        check("Compose", scene);

        robot.interact(() -> {
            robot.lookup("#compose-subject").queryTextInputControl().setText("Hello {{nickname}}");
            robot.lookup("#compose-body").queryTextInputControl().setText("Welcome aboard.");
        });
        waitFor(() -> showing("#placeholder-warning"));
        check("Compose, a placeholder without a value", scene);
        fire("#send");
        DialogPane unfilled = dialog("#confirm-dialog");
        checkDialog("Send with unfilled placeholders", unfilled);
        answer(unfilled, Messages.text("compose.unfilled.action"));
        waitFor(() -> showing("#send-notice-sent"));
        check("Compose, sent", scene);

        // A 502 answer to a send: it may have gone out.
        sandbox().faults().on("/v1/send").malformedNext(1);
        robot.interact(() -> {
            robot.lookup("#compose-to").queryTextInputControl().setText("grace@example.com");
            robot.lookup("#compose-subject").queryTextInputControl().setText("Your order");
            robot.lookup("#compose-body").queryTextInputControl().setText("It is on its way.");
        });
        fire("#send");
        waitFor(() -> showing("#send-notice-may-have-been-sent"));
        check("Compose, may have been sent", scene);
        fire("#send-again");
        checkAndAnswer("Send again?", dialog("#choice-dialog"), Messages.text("compose.again.keep"));

        robot.interact(() -> robot.lookup("#compose-side").queryAs(TabPane.class).getSelectionModel().select(0));
        ListView<?> drafts = robot.lookup("#drafts-list").queryAs(ListView.class);
        waitFor(() -> !drafts.getItems().isEmpty());
        robot.interact(() -> drafts.getSelectionModel().clearAndSelect(0));
        check("Compose, drafts", scene);
        fire("#delete-draft");
        checkAndAnswer("Delete a draft", dialog("#confirm-dialog"), Messages.text("common.cancel"));
    }

    private void activity() throws Exception {
        fire("#nav-activity");
        TableView<?> table = robot.lookup("#activity-table").queryAs(TableView.class);
        waitFor(() -> showing("#activity-table") && !table.getItems().isEmpty());
        check("Activity", table.getScene());
    }

    private void settings() throws Exception {
        session().profiles().save(Profile.draft("Newsletter EU", "https://mail.example.com",
                List.of(new AppRef("newsletter", "Newsletter")), List.of("support@mailroom.example")));
        fire("#nav-settings");
        ListView<?> profiles = robot.lookup("#profile-list").queryAs(ListView.class);
        waitFor(() -> showing("#profile-list") && profiles.getItems().size() == 2);
        check("Settings, the Sandbox", profiles.getScene());

        robot.interact(() -> profiles.getSelectionModel().clearAndSelect(1));
        waitFor(() -> "Newsletter EU".equals(robot.lookup("#profile-name").queryTextInputControl().getText()));
        check("Settings, an account", profiles.getScene());
        fire("#delete-profile");
        checkAndAnswer("Delete a profile", dialog("#confirm-dialog"), Messages.text("common.cancel"));

        robot.interact(() -> {
            robot.lookup("#profile-name").queryTextInputControl().setText("");
            robot.lookup("#profile-base-url").queryTextInputControl().setText("mail.example.com");
        });
        WaitForAsyncUtils.waitForFxEvents();
        check("Settings, fields with errors", profiles.getScene());
        fire("#new-profile");
        checkAndAnswer("Unsaved changes", dialog("#choice-dialog"), Messages.text("settings.unsaved.discard"));
        WaitForAsyncUtils.waitForFxEvents();
        check("Settings, a new profile", profiles.getScene());
    }

    private void outbox() throws Exception {
        fire("#nav-outbox");
        TableView<?> table = robot.lookup("#outbox-table").queryAs(TableView.class);
        waitFor(() -> showing("#outbox-table") && !table.getItems().isEmpty());
        robot.interact(() -> table.getSelectionModel().clearAndSelect(0));
        check("Outbox", table.getScene());
        fire("#outbox-clear");
        checkAndAnswer("Clear the outbox", dialog("#confirm-dialog"), Messages.text("common.cancel"));
    }

    private void windowDialogs() throws Exception {
        fireMenuItem("about");
        checkAndAnswer("About", dialog("#about-dialog"), Messages.text("common.close"));
        fireMenuItem("keyboard-shortcuts");
        checkAndAnswer("Keyboard shortcuts", dialog("#shortcuts-dialog"), Messages.text("common.close"));
        fireMenuItem(language.equals(Locale.ENGLISH) ? "language-de" : "language-en");
        checkAndAnswer("Language chosen", dialog("#info-dialog"), Messages.text("common.ok"));
    }

    // --- starting

    private void start(Locale chosen) throws Exception {
        language = chosen;
        english = EnglishLeft.against(chosen);
        Preferences.userRoot().node("io/mailroom").removeNode();
        deleteRecursively(Path.of(System.getProperty(DataDirectory.PROPERTY)));
        Settings settings = Settings.forUser();
        settings.language().set(chosen);
        settings.window(new Settings.WindowPlace(0, 0, WIDTH, HEIGHT, false));
        settings.flush();
        FxToolkit.registerPrimaryStage();
        app = FxToolkit.setupApplication(MailroomApp.class);
        waitFor(() -> robot.lookup("#contacts-table").tryQuery()
                .map(table -> !((TableView<?>) table).getItems().isEmpty()).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
        Scene scene = robot.lookup("#contacts-table").query().getScene();
        assertThat(fx(() -> List.of(scene.getWindow().getWidth(), scene.getWindow().getHeight()))).containsExactly(WIDTH, HEIGHT);
        assertThat(Messages.locale()).isEqualTo(chosen);
    }

    private Session session() {
        return ((MailroomApp) app).session().orElseThrow();
    }

    private SandboxServer sandbox() {
        return session().profiles().sandbox().running().orElseThrow();
    }

    private static void deleteRecursively(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> all = Files.walk(folder)) {
                for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }

    // --- checking

    private void check(String what, Scene scene) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            LayoutChecks.problems(scene).forEach(problem -> found.add(what + ": " + problem));
            english.in(texts(scene)).forEach(text -> found.add(what + ": English \"" + text + "\""));
        });
    }

    /** A dialog is a window of its own: whole within itself, and no larger than the screen it is on. */
    private void checkDialog(String what, DialogPane pane) {
        check(what, pane.getScene());
        robot.interact(() -> {
            Window window = pane.getScene().getWindow();
            if (window.getWidth() > WIDTH || window.getHeight() > HEIGHT) {
                found.add(String.format("%s: the dialog is %.0fx%.0f, larger than the screen", what, window.getWidth(), window.getHeight()));
            }
        });
    }

    private void checkPopup(String what, ContextMenu menu) {
        robot.interact(() -> {
            if (!menu.isShowing()) {
                found.add(what + ": did not open");
                return;
            }
            if (menu.getY() + menu.getHeight() > HEIGHT + 0.5 || menu.getX() + menu.getWidth() > WIDTH + 0.5) {
                found.add(String.format("%s: the menu reaches %.0f,%.0f, beyond the screen", what,
                        menu.getX() + menu.getWidth(), menu.getY() + menu.getHeight()));
            }
            List<String> texts = new ArrayList<>();
            menuTexts(menu.getItems(), texts);
            english.in(texts).forEach(text -> found.add(what + ": English \"" + text + "\""));
        });
        check(what, menu.getScene());
    }

    /**
     * The words the window shows of its own: labels and buttons, tabs, menus, column headers,
     * prompts and tooltips. What cells show is data (names, addresses) and is left out.
     */
    private static List<String> texts(Scene scene) {
        List<String> texts = new ArrayList<>();
        collect(scene.getRoot(), texts);
        return texts;
    }

    private static void collect(Node node, List<String> texts) {
        if (!node.isVisible() || node instanceof Cell<?>) {
            return;
        }
        if (node instanceof Labeled labeled) {
            texts.add(labeled.getText());
        }
        if (node instanceof TextInputControl input) {
            texts.add(input.getPromptText());
        }
        if (node instanceof ComboBoxBase<?> combo) {
            texts.add(combo.getPromptText());
        }
        if (node instanceof Control control && control.getTooltip() != null) {
            texts.add(control.getTooltip().getText());
        }
        if (node instanceof Control control && control.getContextMenu() != null) {
            menuTexts(control.getContextMenu().getItems(), texts);
        }
        if (node instanceof TabPane tabs) {
            tabs.getTabs().forEach(tab -> texts.add(tab.getText()));
        }
        if (node instanceof TableView<?> table) {
            table.getColumns().forEach(column -> columnTexts(column, texts));
            if (table.getPlaceholder() != null) {
                collect(table.getPlaceholder(), texts);
            }
        }
        if (node instanceof MenuBar bar) {
            bar.getMenus().forEach(menu -> menuTexts(List.of(menu), texts));
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, texts));
        }
    }

    private static void columnTexts(TableColumnBase<?, ?> column, List<String> texts) {
        texts.add(column.getText());
        column.getColumns().forEach(child -> columnTexts(child, texts));
    }

    private static void menuTexts(List<MenuItem> items, List<String> texts) {
        for (MenuItem item : items) {
            texts.add(item.getText());
            if (item instanceof Menu menu) {
                menuTexts(menu.getItems(), texts);
            }
        }
    }

    // --- acting

    /** Fired as a click would, without waiting: a dialog it opens holds the firing until it closes. */
    private void fire(String query) {
        ButtonBase target = robot.lookup(query).queryAs(ButtonBase.class);
        assertThat(fx(() -> !target.isDisabled())).as("%s can be pressed", query).isTrue();
        Platform.runLater(target::fire);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void fireMenuItem(String id) {
        MenuItem item = fx(() -> {
            List<MenuItem> all = new ArrayList<>();
            robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().forEach(menu -> flatten(menu, all));
            return all.stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
        });
        Platform.runLater(item::fire);
    }

    private static void flatten(MenuItem item, List<MenuItem> all) {
        all.add(item);
        if (item instanceof Menu menu) {
            menu.getItems().forEach(child -> flatten(child, all));
        }
    }

    private DialogPane dialog(String id) throws Exception {
        waitFor(() -> robot.lookup(id).tryQuery().map(pane -> pane.getScene() != null && pane.getScene().getWindow().isShowing())
                .orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(id).queryAs(DialogPane.class);
    }

    /** Presses the dialog's button that says {@code label}, and waits for the dialog to close. */
    private void answer(DialogPane pane, String label) throws Exception {
        Button button = fx(() -> pane.getButtonTypes().stream().map(type -> (Button) pane.lookupButton(type))
                .filter(b -> b.getText().equals(label)).findFirst().orElseThrow(() -> new AssertionError(
                        "no button \"" + label + "\" in " + pane.getId())));
        Window window = fx(() -> pane.getScene().getWindow());
        Platform.runLater(button::fire);
        waitFor(() -> !window.isShowing());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void checkAndAnswer(String what, DialogPane pane, String label) throws Exception {
        checkDialog(what, pane);
        answer(pane, label);
    }

    /** Looked up on the FX thread: a lookup from the test's thread can meet a child list the FX thread is changing. */
    private boolean showing(String query) {
        return fx(() -> robot.lookup(query).tryQuery().map(node -> node.isVisible() && node.getScene() != null).orElse(false));
    }

    private static <T> T fx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(WAIT * 1000, read);
    }

    private static void waitFor(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, condition);
    }
}
