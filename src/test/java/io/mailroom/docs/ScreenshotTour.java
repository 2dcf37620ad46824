package io.mailroom.docs;

import io.mailroom.app.MailroomApp;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Produces the README's screenshots from the real app, headless, on the Sandbox profile:
 * the contacts screen, the save dialog, and the contacts screen in the dark theme.
 * Run with {@code ./mvnw -q -Pscreenshots verify}; it writes to docs/screenshots/.
 */
public final class ScreenshotTour {

    private ScreenshotTour() {
    }

    public static void main(String[] args) throws Exception {
        // This tour starts from a clean slate: refuse to wipe anyone's real preferences.
        Objects.requireNonNull(System.getProperty("java.util.prefs.userRoot"), "run through ./mvnw -Pscreenshots verify");
        Preferences.userRoot().node("io/mailroom").removeNode();
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        FxRobot robot = new FxRobot();
        Stage stage = FxToolkit.registerPrimaryStage();
        Application app = FxToolkit.setupApplication(MailroomApp.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#contacts-table").tryQuery()
                .map(table -> !((TableView<?>) table).getItems().isEmpty()).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
        shoot(robot, stage.getScene(), out.resolve("contacts.png"));

        robot.clickOn("#contacts-table .table-row-cell");
        robot.clickOn("#new-contact");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#contact-editor").tryQuery().isPresent());
        robot.clickOn("#email-field").write("ada.lovelace@example.com");
        robot.clickOn("#firstName-field").write("Ada");
        robot.clickOn("#lastName-field").write("Lovelace");
        robot.clickOn("#birthday-field").write("31/02");
        Node editor = robot.lookup("#contact-editor").query();
        shoot(robot, editor.getScene(), out.resolve("save-dialog.png"));
        robot.closeCurrentWindow();

        chooseTheme(robot, "theme-dark");
        shoot(robot, stage.getScene(), out.resolve("contacts-dark.png"));
        chooseTheme(robot, "theme-system");

        FxToolkit.cleanupApplication(app);
        System.out.println("screenshots written to " + out.toAbsolutePath());
        System.exit(0);
    }

    /** As View ▸ Theme does; headless, a menu's popup cannot be relied on to open under the pointer. */
    private static void chooseTheme(FxRobot robot, String id) {
        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> menus.getMenus().stream()
                .flatMap(menu -> menu.getItems().stream())
                .filter(Menu.class::isInstance)
                .flatMap(submenu -> ((Menu) submenu).getItems().stream())
                .filter(item -> id.equals(item.getId()))
                .findFirst().orElseThrow()
                .fire());
    }

    private static void shoot(FxRobot robot, Scene scene, Path file) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> Png.write(scene, file));
        System.out.println("wrote " + file + " (" + (int) scene.getWidth() + "x" + (int) scene.getHeight() + ")");
    }
}
