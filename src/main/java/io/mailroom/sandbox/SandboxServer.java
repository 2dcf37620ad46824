package io.mailroom.sandbox;

import com.fasterxml.jackson.core.JacksonException;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.mailroom.api.Contact;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * An emulator of the Email Delivery Service on loopback HTTP: the four {@code /v1} endpoints as the
 * spec and docs/decisions/README.md describe them, and the sandbox's own outbox, statistics and fault controls
 * under {@code /sandbox}. It listens on 127.0.0.1 only.
 */
public final class SandboxServer implements AutoCloseable {

    /** The applications the generated seed contacts belong to, in the order they are filled. */
    public static final List<String> SEED_APP_IDS = List.of("newsletter", "onboarding", "vip-club");

    private static final System.Logger LOG = System.getLogger(SandboxServer.class.getName());

    private final HttpServer http;
    private final ExecutorService executor;
    private final SandboxOptions options;
    private final SandboxFaults faults;
    private final RequestStats stats;
    private final List<CapturedEmail> outbox;
    private final ContactStore contacts;
    private final ApiHandler api;
    private final ControlHandler control;

    private SandboxServer(HttpServer http, ExecutorService executor, SandboxOptions options, ContactStore contacts) {
        this.http = http;
        this.executor = executor;
        this.options = options;
        this.contacts = contacts;
        Clock clock = Clock.systemUTC();
        ArrivalRateLimit limiter = new ArrivalRateLimit(options.rateLimit());
        this.faults = new SandboxFaults(limiter, options.rateLimit());
        this.stats = new RequestStats();
        this.outbox = new CopyOnWriteArrayList<>();
        this.api = new ApiHandler(options.apiKey(), limiter, faults, stats,
                new ContactEndpoints(contacts, faults, clock),
                new SendEndpoint(options.verifiedSenders(), outbox, clock));
        this.control = new ControlHandler(outbox, stats, faults, contacts);
    }

    /**
     * Loads the contacts from {@code persistFile} when it exists, else generates
     * {@code seedContacts} of them, and starts listening.
     *
     * @throws UncheckedIOException when the port cannot be bound or the contacts file cannot be read
     */
    public static SandboxServer start(SandboxOptions options) {
        Objects.requireNonNull(options, "options");
        ContactFile file = options.persistFile() == null ? null : new ContactFile(options.persistFile());
        // Seeds are anchored to the start of the day, so restarts on the same day show the same contacts.
        Map<String, List<Contact>> initial = Optional.ofNullable(file).flatMap(ContactFile::read)
                .orElseGet(() -> ContactSeeder.seed(options.seedContacts(), options.randomSeed(),
                        Instant.now().truncatedTo(ChronoUnit.DAYS)));
        ContactStore contacts = new ContactStore(initial, file);
        HttpServer http;
        try {
            InetAddress loopback = InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
            http = HttpServer.create(new InetSocketAddress(loopback, options.port()), 0);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot listen on 127.0.0.1:" + options.port() + ": " + e.getMessage(), e);
        }
        ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
        http.setExecutor(executor);
        SandboxServer server = new SandboxServer(http, executor, options, contacts);
        http.createContext("/", server::dispatch);
        http.start();
        return server;
    }

    public URI baseUrl() {
        return URI.create("http://127.0.0.1:" + http.getAddress().getPort());
    }

    public String apiKey() {
        return options.apiKey();
    }

    public SandboxFaults faults() {
        return faults;
    }

    /** Emails captured by {@code POST /v1/send}, oldest first. */
    public List<CapturedEmail> outbox() {
        return List.copyOf(outbox);
    }

    public void clearOutbox() {
        outbox.clear();
    }

    public SandboxStats stats() {
        return stats.snapshot();
    }

    /**
     * How many saves of each address of {@code appId} the sandbox took (addresses in lower case),
     * so that a test can tell a row a client sent twice.
     */
    public Map<String, Long> savesOf(String appId) {
        return contacts.savesOf(appId);
    }

    /**
     * Stores contacts exactly as given, as {@code POST /sandbox/contacts} does: {@code contactsJson}
     * is a JSON array of contact objects, odd values and unknown fields kept as the list will serve them.
     */
    public void storeContacts(String appId, String contactsJson) {
        try {
            contacts.putAsGiven(appId, SandboxJson.MAPPER.readTree(contactsJson));
        } catch (JacksonException e) {
            throw new IllegalArgumentException("contactsJson: not JSON: " + e.getOriginalMessage(), e);
        } catch (Refusal notContacts) {
            throw new IllegalArgumentException(notContacts.getMessage(), notContacts);
        }
    }

    /** The applications that have contacts, in the order they got their first one. */
    public List<String> appIds() {
        return contacts.appIds();
    }

    /** Stops at once: requests still waiting on latency or a late answer get no answer. */
    @Override
    public void close() {
        http.stop(0);
        executor.shutdownNow();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void dispatch(HttpExchange exchange) {
        String requestId = Ids.requestId();
        String path = exchange.getRequestURI().getPath();
        try (exchange) {
            try {
                if (path.equals("/v1") || path.startsWith("/v1/")) {
                    api.handle(exchange, requestId);
                } else if (path.startsWith("/sandbox/")) {
                    control.handle(exchange, requestId);
                } else {
                    Responses.envelope(exchange, requestId, Refusal.noSuchEndpoint(path).reply());
                }
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "Sandbox request " + requestId + " failed", e);
                if (exchange.getResponseCode() == -1) {
                    Responses.envelope(exchange, requestId, Reply.error(ErrorCode.INTERNAL, "Internal sandbox error (" + requestId + ")"));
                }
            }
        } catch (IOException e) {
            // The client went away before its answer was written; there is no one left to tell.
        } catch (InterruptedException e) {
            // The sandbox is closing while the request waited on an injected delay.
            Thread.currentThread().interrupt();
        }
    }
}
