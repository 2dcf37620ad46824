package io.mailroom.strict;

import com.fasterxml.jackson.databind.JsonNode;
import io.mailroom.api.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The strict stand-in for the service, {@code src/test/python/strict_server.py}, run as a Python
 * process on a free loopback port: code that is not Mailroom's, counting every arrival in any
 * sliding second. Needs {@code python3} on the path.
 */
public final class StrictServer implements AutoCloseable {

    public static final Path SCRIPT = Path.of("src/test/python/strict_server.py");

    /**
     * What the server counted: every /v1 arrival, the 429s it sent, the most arrivals it saw within
     * one second, the shortest time N+1 consecutive arrivals took (NaN with N or fewer), and how
     * it stamped them ("kernel" or "read").
     */
    public record Stats(int arrivals, int rateLimited, int maxInAnySecond, double tightestSpanMs, String stamps) {
    }

    private final Process process;
    private final Path errors;
    private final URI baseUrl;
    private final HttpClient control = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private StrictServer(Process process, Path errors, URI baseUrl) {
        this.process = process;
        this.errors = errors;
        this.baseUrl = baseUrl;
    }

    /** Starts the server with this key, limit per second and latency before every answer. */
    public static StrictServer start(String key, int limit, Duration latency) throws IOException {
        Path errors = Files.createTempFile("strict-server", ".err");
        Process process = new ProcessBuilder("python3", SCRIPT.toString(), "--port", "0", "--key", key,
                "--limit", Integer.toString(limit), "--latency-ms", Long.toString(latency.toMillis()))
                .redirectError(errors.toFile())
                .start();
        process.getOutputStream().close();
        String first = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
        if (first == null || !first.startsWith("listening on ")) {
            process.destroyForcibly();
            throw new IOException("the strict server did not start (python3 " + SCRIPT + "): " + first + "\n"
                    + Files.readString(errors));
        }
        return new StrictServer(process, errors, URI.create(first.substring("listening on ".length()).strip()));
    }

    public URI baseUrl() {
        return baseUrl;
    }

    public void addContacts(String appId, List<String> emailAddresses) {
        post("/control/contacts", Map.of("appId", appId, "emailAddresses", emailAddresses));
    }

    public void latency(Duration latency) {
        post("/control/latency", Map.of("ms", latency.toMillis()));
    }

    /** Forgets the arrivals counted so far (the contacts stay). */
    public void reset() {
        post("/control/reset", Map.of());
    }

    public Stats stats() {
        JsonNode stats = get("/control/stats");
        return new Stats(stats.path("arrivals").asInt(), stats.path("rateLimited").asInt(),
                stats.path("maxInAnySecond").asInt(), stats.path("tightestSpanMs").asDouble(Double.NaN),
                stats.path("stamps").asText());
    }

    /** Every arrival, oldest first: seconds since the server started, method, target and answer. */
    public String arrivals() {
        return get("/control/arrivals").toString();
    }

    private JsonNode get(String path) {
        return exchange(HttpRequest.newBuilder(baseUrl.resolve(path)).GET().build());
    }

    private void post(String path, Object body) {
        try {
            exchange(HttpRequest.newBuilder(baseUrl.resolve(path))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(Json.mapper().writeValueAsBytes(body))).build());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private JsonNode exchange(HttpRequest request) {
        try {
            HttpResponse<String> response = control.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException(request.uri() + " answered " + response.statusCode() + ": " + response.body());
            }
            return Json.mapper().readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    @Override
    public void close() {
        control.close();
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            Files.deleteIfExists(errors);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
