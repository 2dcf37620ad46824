package io.mailroom.ui.contacts;

import static org.assertj.core.api.Assertions.assertThat;


import io.mailroom.api.ApiKey;
import io.mailroom.api.Contact;
import io.mailroom.service.FieldMeaning;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.Profile;
import io.mailroom.ui.common.Messages;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Browsing contacts in the real screen, headless, against the sandbox: pages, states, find, layout, keyboard. */
class ContactsScreenTest {

    @RegisterExtension
    final ScreenHarness ui = new ScreenHarness();

    @Test
    void theFirstPageAndTheTotalAppear() {
        assertThat(ui.text("#total-label")).isEqualTo(Messages.text("contacts.count", 600));
        assertThat(ui.rowEmails()).isEqualTo(ui.fixture.page(ContactsFixture.NEWSLETTER, 1, 500).list().stream()
                .map(Contact::emailAddress).toList());
        assertThat(ui.fx(() -> ui.table().getColumns().stream().map(TableColumn::getText).toList())).containsExactly(
                Stream.of("emailAddress", "status", "language", "firstName", "lastName", "phoneNumber", "birthday", "company",
                        "vipLevel", "amount", "registerDate", "source", "subscriptionExpireTime", "lastActiveTime")
                        .map(field -> Messages.text("contacts.column." + field)).toArray(String[]::new));
        Contact first = ui.rows().getFirst();
        Label badge = ui.fx(() -> (Label) ui.robot.lookup("#contacts-table .table-row-cell")
                .match((TableRow<?> r) -> r.getIndex() == 0).lookup(".status-badge").query());
        assertThat(badge.getText()).isEqualTo(first.status().name());
        assertThat(ui.visible("#contacts-error")).isFalse();
        assertThat(ui.visible("#contacts-empty")).isFalse();
        assertThat(ui.fx(() -> ((ComboBox<?>) ui.robot.lookup("#app-selector").query()).getValue()))
                .isEqualTo(ContactsFixture.NEWSLETTER);
    }

    @Test
    void emailThisContactHandsOnTheOneSelectedContact() {
        ui.clickRow(3);
        Contact chosen = ui.table().getItems().get(3);
        // Headless, a right-click does not open the context menu; its item is fired as the click would.
        ui.fxRun(() -> ui.table().getContextMenu().getItems().stream()
                .filter(item -> "email-contact".equals(item.getId())).findFirst().orElseThrow().fire());
        assertThat(ui.emailed).containsExactly(chosen);

        ui.robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ui.emailed).as("Ctrl+E does the same").containsExactly(chosen, chosen);

        ui.fxRun(() -> ui.table().getSelectionModel().selectRange(0, 2));
        ui.robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ui.emailed).as("one email is for one contact").hasSize(2);
    }

    @Test
    void pagingAndThePageSizeWork() {
        ui.choose("#page-size", "100");
        ui.waitForPage(page(1, 6));
        assertThat(ui.rows()).hasSize(100);

        ui.robot.clickOn("#next-page");
        ui.waitForPage(page(2, 6));
        assertThat(ui.rowEmails()).isEqualTo(emails(ui.fixture.page(ContactsFixture.NEWSLETTER, 2, 100).list()));

        ui.robot.clickOn("#last-page");
        ui.waitForPage(page(6, 6));
        assertThat(ui.rowEmails()).isEqualTo(emails(ui.fixture.page(ContactsFixture.NEWSLETTER, 6, 100).list()));
        assertThat(ui.fx(() -> ui.robot.lookup("#next-page").query().isDisabled())).isTrue();
        assertThat(ui.fx(() -> ui.robot.lookup("#last-page").query().isDisabled())).isTrue();

        ui.robot.clickOn("#previous-page");
        ui.waitForPage(page(5, 6));
        long before = ui.fixture.server.stats().count("GET /v1/contact");
        ui.robot.push(KeyCode.F5);
        ui.waitUntil("the refresh was asked for", () -> ui.fixture.server.stats().count("GET /v1/contact") > before);
        ui.waitForPage(page(5, 6));

        ui.robot.clickOn("#first-page");
        ui.waitForPage(page(1, 6));
        assertThat(ui.fx(() -> ui.robot.lookup("#previous-page").query().isDisabled())).isTrue();
    }

    @Test
    void aServiceThatPagesByAnotherSizeIsNotedOnItsOwnLineUntilItPagesAsAsked() {
        assertThat(ui.visible("#paging-note")).isFalse();
        ui.fixture.server.faults().servePageSize(100);

        ui.choose("#page-size", "50");
        ui.waitForPage(page(1, 6));
        assertThat(ui.visible("#paging-note")).isTrue();
        assertThat(ui.text("#paging-note")).isEqualTo(Messages.text("contacts.pagingNote", 100, 50));
        assertThat(ui.text("#contacts-notice")).isEmpty();

        ui.choose("#page-size", "100");
        ui.waitUntil("the note is gone", () -> !ui.visible("#paging-note"));
        assertThat(ui.text("#page-label")).isEqualTo(page(1, 6));
    }

    @Test
    void anApplicationWithoutContactsShowsAnEmptyState() {
        ui.choose("#app-selector", ContactsFixture.EMPTY_APP.displayName());

        ui.waitUntil("the empty state shows", () -> ui.visible("#contacts-empty"));
        assertThat(ui.text("#total-label")).isEqualTo(Messages.text("contacts.count", 0));
        assertThat(ui.fx(() -> ui.robot.lookup("#contacts-empty").lookup(".label").queryAll().stream()
                .map(n -> ((Label) n).getText()).toList())).contains(Messages.text("contacts.empty.app", ContactsFixture.EMPTY_APP.label()));
        assertThat(ui.rows()).isEmpty();
    }

    @Test
    void aFailedLoadShowsTheMessageAndRequestIdAndRetries() {
        ui.fixture.server.faults().on("/v1/contact").failNext(1, 409, 40900, "Contact lists are being migrated");

        ui.robot.clickOn("#refresh");

        ui.waitUntil("the failure shows", () -> ui.visible("#contacts-error"));
        assertThat(ui.text("#error-detail")).contains("Contact lists are being migrated", "HTTP 409", "code 40900");
        assertThat(ui.text("#error-request-id")).matches("req_[0-9a-f]{16}");
        assertThat(ui.text("#error-detail")).as("the requestId has its own row").doesNotContain(ui.text("#error-request-id"));
        assertThat(ui.rows()).as("no stale rows behind the message").isEmpty();

        ui.robot.clickOn("#retry");

        ui.waitForPage(page(1, 2));
        assertThat(ui.visible("#contacts-error")).isFalse();
        assertThat(ui.rows()).hasSize(500);
    }

    /**
     * While the next page is held up at the service, the progress shows over the old rows and
     * the window still takes input: what is typed into find filters them at once.
     */
    @Test
    void theWindowStaysResponsiveDuringASlowLoad() {
        ui.choose("#page-size", "50");
        ui.waitForPage(page(1, 12));
        List<Contact> page1 = ui.rows();
        ui.fixture.server.faults().on("/v1/contact").latency(Duration.ofMinutes(10));

        ui.robot.clickOn("#next-page");
        ui.waitUntil("the progress shows", () -> ui.visible("#contacts-progress"));
        ui.robot.clickOn("#find-field").write("taylor");

        ui.waitUntil("find has filtered the rows on view", () -> ui.rows().size() < page1.size());
        assertThat(ui.visible("#contacts-progress")).as("the page is still on its way").isTrue();
        assertThat(ui.text("#page-label")).isEqualTo(page(2, 12));
        assertThat(ui.rows()).isNotEmpty().allSatisfy(c -> assertThat(matchesTaylor(c)).isTrue())
                .allSatisfy(c -> assertThat(page1).contains(c));

        ui.fixture.server.faults().clear();
        ui.robot.push(KeyCode.F5);
        ui.waitForPage(page(2, 12));
        List<Contact> page2 = ui.fixture.page(ContactsFixture.NEWSLETTER, 2, 50).list();
        assertThat(ui.rows()).isEqualTo(page2.stream().filter(ContactsScreenTest::matchesTaylor).toList());
        assertThat(ui.text("#find-field")).isEqualTo("taylor");
    }

    private static boolean matchesTaylor(Contact contact) {
        return (contact.emailAddress() + contact.firstName() + contact.lastName() + contact.company())
                .toLowerCase(Locale.ROOT).contains("taylor");
    }

    @Test
    void findAndSortWorkOnTheLoadedPage() {
        ui.robot.push(KeyCode.SHORTCUT, KeyCode.F);
        assertThat(ui.fx(() -> ui.robot.lookup("#find-field").query().isFocused())).isTrue();
        ui.robot.write("smith");
        ui.waitUntil("find filtered", () -> ui.rows().size() < 500);
        assertThat(ui.rows()).isNotEmpty().allSatisfy(c -> assertThat((c.emailAddress() + c.lastName() + c.firstName()
                + c.company()).toLowerCase(Locale.ROOT)).contains("smith"));
        // Delete in the find field edits the text; it never deletes contacts.
        ui.robot.push(KeyCode.HOME).push(KeyCode.DELETE);
        assertThat(ui.text("#find-field")).isEqualTo("mith");
        ui.assertNoDialogOpen();
        ui.robot.push(KeyCode.ENTER);
        assertThat(ui.fx(() -> ui.table().isFocused())).as("Enter goes to the first match").isTrue();
        assertThat(ui.selected()).containsExactly(ui.rows().getFirst());
        ui.assertNoDialogOpen();

        ui.fxRun(() -> ui.table().getSelectionModel().clearSelection());
        ui.robot.clickOn("#find-field").push(KeyCode.SHORTCUT, KeyCode.A).push(KeyCode.BACK_SPACE);
        ui.waitUntil("find cleared", () -> ui.rows().size() == 500);
        // The chart beside the table leaves it too narrow for every column: the header is clicked where it shows.
        ui.fxRun(() -> ui.table().scrollToColumn(ui.table().getColumns().stream().filter(c -> "birthday".equals(c.getId())).findFirst()
                .orElseThrow()));
        ui.robot.clickOn(ui.robot.lookup("#contacts-table .column-header").match((Node n) ->
                "birthday".equals(n.getId())).<Node>query());
        ui.waitUntil("sorted by birthday", () -> ui.fx(() -> !ui.table().getSortOrder().isEmpty()));
        List<java.time.MonthDay> birthdays = ui.rows().stream().map(c -> FieldMeaning.monthDay(c.birthday())).toList();
        assertThat(birthdays).doesNotContainNull().isSorted();
        assertThat(birthdays.getFirst()).isLessThan(birthdays.getLast());
    }

    @Test
    void theColumnLayoutIsRemembered() throws Exception {
        ui.fxRun(() -> {
            var columns = ui.table().getColumns();
            TableColumn<Contact, ?> company = columns.stream().filter(c -> c.getId().equals("company")).findFirst().orElseThrow();
            columns.remove(company);
            columns.add(1, company);
            columns.stream().filter(c -> c.getId().equals("phoneNumber")).findFirst().orElseThrow().setVisible(false);
            TableColumn<Contact, ?> email = columns.stream().filter(c -> c.getId().equals("emailAddress")).findFirst().orElseThrow();
            ui.table().resizeColumn(email, 333 - email.getWidth());
        });

        ui.open(ui.fixture.prefs);
        ui.waitForPage(page(1, 2));

        Map<String, TableColumn<Contact, ?>> byId = ui.fx(() -> ui.table().getColumns().stream()
                .collect(Collectors.toMap(TableColumn::getId, Function.identity())));
        assertThat(ui.fx(() -> ui.table().getColumns().stream().map(TableColumn::getId).limit(3).toList()))
                .containsExactly("emailAddress", "company", "status");
        assertThat(ui.fx(() -> byId.get("phoneNumber").isVisible())).isFalse();
        assertThat(ui.fx(() -> byId.get("emailAddress").getWidth())).isEqualTo(333.0);
        assertThat(ui.fx(() -> ui.table().getColumns())).hasSize(14);
    }

    @Test
    void theMenuShowsTheShortcutsAndTheChartCanBeHidden() throws Exception {
        List<MenuItem> items = ui.screen.menus().getFirst().getItems();
        Map<String, String> shortcuts = items.stream().filter(i -> i.getAccelerator() != null)
                .collect(Collectors.toMap(MenuItem::getText, i -> i.getAccelerator().getName()));
        assertThat(ui.screen.menus().getFirst().getText()).isEqualTo(Messages.text("contacts.menu"));
        assertThat(shortcuts).isEqualTo(Map.of(
                Messages.text("contacts.new"), KeyCombination.keyCombination("Shortcut+N").getName(),
                Messages.text("contacts.email"), KeyCombination.keyCombination("Shortcut+E").getName(),
                Messages.text("contacts.edit"), "Enter",
                Messages.text("contacts.delete"), "Delete",
                Messages.text("contacts.find"), KeyCombination.keyCombination("Shortcut+F").getName(),
                Messages.text("contacts.filter.add"), KeyCombination.keyCombination("Shortcut+Shift+F").getName(),
                Messages.text("contacts.refresh"), "F5",
                Messages.text("contacts.sync"), KeyCombination.keyCombination("Shift+F5").getName(),
                Messages.text("contacts.segments.save"), KeyCombination.keyCombination("Shortcut+S").getName(),
                Messages.text("contacts.segments.saveAs"), KeyCombination.keyCombination("Shortcut+Shift+S").getName()));
        assertThat(ui.visible("#chart-panel")).isTrue();
        assertThat(ui.fx(() -> ui.robot.lookup("#chart-panel .label").queryAll().stream().map(n -> ((Label) n).getText())
                .toList())).contains(Messages.text("contacts.chart.captionPage", 500));

        CheckMenuItem showChart = (CheckMenuItem) ui.screen.viewItems().stream().filter(i -> "show-chart".equals(i.getId())).findFirst()
                .orElseThrow();
        assertThat(ui.fx(showChart::isSelected)).isTrue();
        ui.robot.clickOn("#hide-chart");

        ui.waitUntil("the chart is hidden", () -> !ui.visible("#chart-panel"));
        assertThat(ui.fx(showChart::isSelected)).isFalse();
        ui.open(ui.fixture.prefs);
        assertThat(ui.visible("#chart-panel")).as("remembered").isFalse();
        ui.robot.clickOn("#toggle-chart");
        ui.waitUntil("the chart is back", () -> ui.visible("#chart-panel"));
    }

    @Test
    void switchingProfileResetsTheApplicationsAndLoadsTheFirstPage() {
        Profile other = ui.fixture.service.save(Profile.draft("Second account", ui.fixture.server.baseUrl().toString(),
                List.of(new AppRef("vip-club", "VIP club")), List.of()));
        ui.fixture.service.storeKey(other, ApiKey.of(ContactsFixture.KEY));

        ui.fixture.session.switchTo(other);

        ui.waitForText("#total-label", Messages.text("contacts.count", 100));
        assertThat(ui.fx(() -> List.<Object>copyOf(((ComboBox<?>) ui.robot.lookup("#app-selector").query()).getItems())))
                .containsExactly(new AppRef("vip-club", "VIP club"));
        assertThat(ui.rowEmails()).isEqualTo(emails(ui.fixture.page(new AppRef("vip-club", "VIP club"), 1, 500).list()));
    }

    private static String page(int page, int of) {
        return Messages.text("contacts.page", page, of);
    }

    private static List<String> emails(List<Contact> contacts) {
        return contacts.stream().map(Contact::emailAddress).toList();
    }
}
