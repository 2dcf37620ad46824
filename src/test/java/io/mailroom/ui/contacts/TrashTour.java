package io.mailroom.ui.contacts;

import io.mailroom.docs.Png;
import io.mailroom.ui.common.Messages;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.input.KeyCode;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Undo after a delete and the trash, for docs/changes.md, in English and German, in a window of
 * 1024x700 (the smallest the app is laid out for) and of 1280x800, against a sandbox: the notice
 * offering Undo over the whole list, and File ▸ Deleted contacts…. Run by {@code ./mvnw
 * -Pscreenshots verify}; writes {@code trash-undo[-de][-large].png} and {@code trash-dialog[-de][-large].png}.
 */
public final class TrashTour {

    private TrashTour() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        ScreenHarness ui = new ScreenHarness(200);
        ui.beforeEach(null);
        try {
            for (Locale language : List.of(Locale.ENGLISH, Locale.GERMAN)) {
                for (int[] size : List.of(new int[] {1024, 700}, new int[] {1280, 800})) {
                    Messages.use(language);
                    ui.open(ui.fixture.prefs, size[0], size[1]);
                    ui.waitUntil("the screen is open", () -> ui.visible("#contacts-screen"));
                    if (ui.visible("#get-all-contacts")) {
                        ui.robot.clickOn("#get-all-contacts");
                    }
                    ui.waitUntil("the whole list is on view", () -> ui.fx(() -> ui.screen.whole().shownProperty().get())
                            && !ui.visible("#sync-strip"));
                    String suffix = (language.equals(Locale.ENGLISH) ? "" : "-" + language.getLanguage()) + (size[0] > 1024 ? "-large" : "");
                    ui.clickRow(2);
                    ui.robot.push(KeyCode.SHIFT, KeyCode.DOWN);
                    ui.robot.push(KeyCode.SHIFT, KeyCode.DOWN);
                    ui.robot.push(KeyCode.DELETE);
                    ui.waitUntil("the question is asked", () -> ui.visible("#confirm-dialog"));
                    ui.robot.clickOn(button(ui, "#confirm-dialog", Messages.text("contacts.delete.action")));
                    ui.waitUntil("the summary shows", () -> ui.visible("#summary-dialog"));
                    ui.robot.clickOn(button(ui, "#summary-dialog", ButtonType.OK.getText()));
                    ui.waitUntil("Undo is offered", () -> ui.visible("#undo-notice"));
                    shoot(ui, "#contacts-screen", out.resolve("trash-undo" + suffix + ".png"));
                    ui.robot.clickOn("#undo-notice-trash");
                    ui.waitUntil("the trash is listed", () -> ui.visible("#deleted-contacts")
                            && !ui.fx(() -> ui.robot.lookup("#deleted-contacts-table").queryTableView().getItems().isEmpty()));
                    ui.fxRun(() -> ui.robot.lookup("#deleted-contacts-table").queryTableView().getSelectionModel().select(0));
                    shoot(ui, "#deleted-contacts", out.resolve("trash-dialog" + suffix + ".png"));
                    // Restored, so that the next round deletes and lists as many.
                    ui.robot.clickOn("#restore-all-deleted");
                    ui.waitUntil("the restore is done", () -> !ui.visible("#bulk-progress") && !ui.visible("#deleted-contacts")
                            && ui.text("#contacts-notice").equals(Messages.text("contacts.restored.all", 3)));
                }
            }
        } finally {
            Messages.use(Locale.ENGLISH);
            ui.afterEach(null);
        }
        System.out.println("trash screenshots written to " + out.toAbsolutePath());
        System.exit(0);
    }

    private static Node button(ScreenHarness ui, String dialog, String text) {
        return ui.robot.lookup(dialog + " .button").match((Button b) -> text.equals(b.getText())).query();
    }

    /** The window with the dialog or screen holding {@code node} over it. */
    private static void shoot(ScreenHarness ui, String node, Path file) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Callable<Scene> holder = () -> ui.robot.lookup(node).query().getScene();
        Scene over = WaitForAsyncUtils.asyncFx(holder).get(10, TimeUnit.SECONDS);
        ui.robot.interact(() -> {
            if (over == ui.scene()) {
                Png.write(over, file);
            } else {
                Png.write(ui.scene(), over, file);
            }
        });
        System.out.println("wrote " + file);
    }
}
