package io.mailroom.ui.contacts;

import atlantafx.base.theme.PrimerLight;
import io.mailroom.service.Background;
import io.mailroom.ui.common.KnownContacts;
import io.mailroom.ui.common.Navigator;
import io.mailroom.ui.common.Settings;
import io.mailroom.ui.fx.FxThread;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

/**
 * Shows the contacts screen against a test sandbox, hosted the way the shell hosts a screen (its
 * menu in a menu bar), to look at it: {@code -Dseed=N} contacts, closing the window ends it.
 */
public final class ContactsScreenDemo {

    private ContactsScreenDemo() {
    }

    public static void main(String[] args) {
        ContactsFixture fixture = new ContactsFixture(Integer.getInteger("seed", 1000));
        Background background = Background.virtualThreads();
        Platform.startup(() -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            ContactsScreen screen = new ContactsScreen(fixture.session, FxThread.async(background), fixture.kept(),
                    Settings.over(fixture.prefs).refreshCopiesOlderThan(), new KnownContacts(),
                    new Navigator() {
                        @Override
                        public void show(String screenId) {
                            System.out.println("Show the screen " + screenId);
                        }

                        @Override
                        public void request(Request request) {
                            System.out.println("Asked of another screen: " + request);
                        }
                    });
            BorderPane window = new BorderPane(screen.view());
            window.setTop(new MenuBar(screen.menus().toArray(Menu[]::new)));
            Stage stage = new Stage();
            stage.setScene(new Scene(window, 1280, 800));
            stage.setTitle("Mailroom — Contacts");
            stage.setOnHidden(event -> {
                background.close();
                try {
                    fixture.close();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                Platform.exit();
            });
            stage.show();
            screen.shown();
        });
    }
}
