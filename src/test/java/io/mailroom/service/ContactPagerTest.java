package io.mailroom.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.sun.net.httpserver.HttpServer;
import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.Contact;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import io.mailroom.api.TimeSource;
import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Reading the whole list while it changes (docs/decisions/035-list-changed-read-again.md to 037-listing-size-limit.md): the
 * sandbox's list is changed through its own HTTP API between two pages of a sweep, at a point
 * the test chooses (right after a given list request has ended, on the pager's thread).
 */
class ContactPagerTest {

    private static final String KEY = "pager-test-key";
    private static final String APP = "newsletter";
    private static final int PAGE_SIZE = 7;

    private SandboxServer sandbox;
    private ServiceClient client;
    private ServiceClient other;
    private final AtomicInteger listRequests = new AtomicInteger();
    /** Told the number of each list request as it ends, before the pager asks for the next page. */
    private volatile IntConsumer afterListRequest = n -> { };

    @BeforeEach
    void start() {
        sandbox = SandboxServer.start(SandboxOptions.defaults().withApiKey(KEY).withRateLimit(1000).withSeedContacts(100));
        ActivityLog activity = new ActivityLog();
        activity.subscribe(entry -> {
            if (entry.method().equals("GET")) {
                afterListRequest.accept(listRequests.incrementAndGet());
            }
        });
        ClientConfig config = ClientConfig.of(sandbox.baseUrl().toString(), ApiKey.of(KEY)).withRateLimit(1000);
        client = new Connections(TimeSource.SYSTEM, activity).open(config);
        other = new Connections().open(config);
    }

    @AfterEach
    void stop() {
        client.close();
        other.close();
        sandbox.close();
    }

    /** What the sandbox holds now, in one page: the truth to compare with. */
    private List<String> truth() {
        return addresses(other.listContacts(APP, 1, 500).data().list());
    }

    private static List<String> addresses(List<Contact> contacts) {
        return contacts.stream().map(Contact::emailAddress).toList();
    }

    /** Someone else deletes the first {@code count} contacts of the list (all on pages already read). */
    private void deleteFirst(int count) {
        truth().subList(0, count).forEach(address -> other.deleteContact(APP, address));
    }

    @Test
    void aListThatDoesNotChangeIsReadInOneSweep() {
        List<String> expected = truth();

        ContactPager.Listing listing = new ContactPager(client).all(APP, PAGE_SIZE);

        assertThat(addresses(listing.contacts())).isEqualTo(expected);
        assertThat(listing.rereads()).isEmpty();
        assertThat(listing.complete()).isTrue();
        assertThat(listRequests.get()).isEqualTo((expected.size() + PAGE_SIZE - 1) / PAGE_SIZE);
    }

    /** The probe's case: contacts deleted during the sweep were read, and as many after them skipped. */
    @Test
    void contactsDeletedBetweenPagesAreSeenAndTheListIsReadAgain() {
        List<String> before = truth();
        afterListRequest = n -> {
            if (n == 2) {
                deleteFirst(10);
            }
        };

        ContactPager.Listing listing = new ContactPager(client).all(APP, PAGE_SIZE);

        assertThat(listing.rereads()).containsExactly(new ListChange.TotalChanged(before.size(), before.size() - 10, 3));
        assertThat(listing.rereads().getFirst().english())
                .isEqualTo("the total went from " + before.size() + " to " + (before.size() - 10) + " at page 3");
        assertThat(addresses(listing.contacts())).isEqualTo(truth()).hasSize(before.size() - 10)
                .doesNotContainAnyElementsOf(before.subList(0, 10));
        assertThat(listing.complete()).isTrue();
    }

    @Test
    void contactsAddedBetweenPagesAreSeenToo() {
        afterListRequest = n -> {
            if (n == 3) {
                for (int i = 0; i < 3; i++) {
                    other.saveContact(InputRules.saveContact(APP, "new" + i + "@example.com", "Confirmed", null));
                }
            }
        };

        ContactPager.Listing listing = new ContactPager(client).all(APP, PAGE_SIZE);

        assertThat(listing.rereads()).singleElement().extracting(ListChange::english).asString()
                .startsWith("the total went from 60 to 63 at page 4");
        assertThat(addresses(listing.contacts())).isEqualTo(truth()).contains("new0@example.com", "new2@example.com");
    }

    @Test
    void aListThatKeepsChangingIsNotReturnedAfterThreeSweeps() {
        afterListRequest = n -> deleteFirst(1);

        ListKeptChangingException e = catchThrowableOfType(ListKeptChangingException.class,
                () -> new ContactPager(client).all(APP, PAGE_SIZE));

        assertThat(e.changes()).containsExactly(new ListChange.TotalChanged(60, 59, 2),
                new ListChange.TotalChanged(58, 57, 2), new ListChange.TotalChanged(56, 55, 2));
        assertThat(e.appId()).isEqualTo(APP);
        assertThat(e.getMessage()).startsWith("The contacts of newsletter kept changing while they were read (the total went"
                        + " from 60 to 59 at page 2; the total went from 58 to 57 at page 2; the total went from 56 to 55 at page 2)")
                .endsWith("so no complete copy could be made after 3 tries. Try again when the list is not being changed.");
        assertThat(listRequests.get()).isEqualTo(6);
    }

    /** A server serving full pages of made-up contacts under a given total, ignoring the page asked for when told to. */
    private static HttpServer fakeService(long total, boolean samePageEveryTime, AtomicInteger requests) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/contact", exchange -> {
            try (exchange) {
                int call = requests.incrementAndGet();
                int first = samePageEveryTime ? 0 : (call - 1) * PAGE_SIZE;
                String list = IntStream.range(first, first + PAGE_SIZE)
                        .mapToObj(i -> "{\"emailAddress\":\"c" + i + "@example.com\",\"status\":\"Confirmed\"}")
                        .collect(Collectors.joining(","));
                byte[] body = ("{\"requestId\":\"req_fake\",\"code\":0,\"success\":true,\"message\":\"OK\",\"ts\":1,\"data\":"
                        + "{\"total\":" + total + ",\"page\":1,\"pageSize\":" + PAGE_SIZE + ",\"list\":[" + list + "]}}")
                        .getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        server.start();
        return server;
    }

    private static ServiceClient clientOf(HttpServer server) {
        return new Connections().open(ClientConfig.of("http://127.0.0.1:" + server.getAddress().getPort(), ApiKey.of("k"))
                .withRateLimit(1000));
    }

    /** The probe's "total: 1e9 with full pages": --all would have read for days, memory rising. */
    @Test
    @Timeout(120)
    void aTotalBeyondWhatMailroomReadsIsRefusedAtTheFirstPage() throws IOException {
        AtomicInteger requests = new AtomicInteger();
        HttpServer server = fakeService(1_000_000_000L, false, requests);
        try (ServiceClient fake = clientOf(server)) {
            ListTooLargeException e = catchThrowableOfType(ListTooLargeException.class, () -> new ContactPager(fake).all("x", PAGE_SIZE));

            assertThat(e.getMessage()).isEqualTo("The service reports 1000000000 contacts in x, more than the 200000 Mailroom"
                    + " reads into one listing; nothing was read beyond the first page. Read it page by page instead.");
            assertThat(e.appId()).isEqualTo("x");
            assertThat(e.reported()).isEqualTo(1_000_000_000L);
            assertThat(e.limit()).isEqualTo(ContactPager.MAX_CONTACTS);
            assertThat(requests.get()).isEqualTo(1);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aServiceServingTheSameRowsOnEveryPageIsNotTakenForTheList() throws IOException {
        AtomicInteger requests = new AtomicInteger();
        HttpServer server = fakeService(70, true, requests);
        try (ServiceClient fake = clientOf(server)) {
            ListKeptChangingException e = catchThrowableOfType(ListKeptChangingException.class,
                    () -> new ContactPager(fake).all("x", PAGE_SIZE));

            assertThat(e.changes()).containsOnly(new ListChange.SeenTwice("c0@example.com", 1, 2));
            assertThat(e.getMessage()).contains("c0@example.com came on page 1 and again on page 2");
            assertThat(requests.get()).isEqualTo(2 * ContactPager.MAX_SWEEPS);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aListWithinTheLimitIsReadWhole() throws IOException {
        AtomicInteger requests = new AtomicInteger();
        HttpServer server = fakeService(10 * PAGE_SIZE, false, requests);
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 10 * PAGE_SIZE; i++) {
            expected.add("c" + i + "@example.com");
        }
        try (ServiceClient fake = clientOf(server)) {
            assertThat(addresses(new ContactPager(fake).all("x", PAGE_SIZE).contacts())).isEqualTo(expected);
            assertThat(requests.get()).isEqualTo(10);
        } finally {
            server.stop(0);
        }
    }
}
