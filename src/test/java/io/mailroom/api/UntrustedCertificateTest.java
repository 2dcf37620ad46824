package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A TLS handshake that fails (here: a certificate nobody trusts) sends no request bytes,
 * so even a send is retried and, when it keeps failing, is a transport failure, not an
 * email that "may have been sent".
 */
class UntrustedCertificateTest {

    @Test
    void aFailedHandshakeMeansTheSendWasNeverMade(@TempDir Path dir) throws Exception {
        Path keystore = dir.resolve("server.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-keystore", keystore.toString(), "-storetype", "PKCS12", "-storepass", "changeit",
                "-alias", "server", "-keyalg", "EC", "-dname", "CN=localhost", "-validity", "2")
                .redirectErrorStream(true).start();
        keytool.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        assertThat(keytool.waitFor()).isZero();

        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keystore)) {
            store.load(in, "changeit".toCharArray());
        }
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, "changeit".toCharArray());
        SSLContext tls = SSLContext.getInstance("TLS");
        tls.init(keys.getKeyManagers(), null, null);

        HttpsServer server = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(tls));
        AtomicInteger requests = new AtomicInteger();
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        try {
            ClientConfig config = TestClients.config("https://127.0.0.1:" + server.getAddress().getPort(), 3)
                    .withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(5));
            FakeTime time = new FakeTime();
            try (ServiceClient client = TestClients.client(config, time, ActivitySink.NONE)) {
                TransportException e = catchThrowableOfType(TransportException.class,
                        () -> client.send(InputRules.email("support@example.com", "a@example.com", "Hi", "Hello")));

                assertThat(e.getMessage()).contains("SSLHandshakeException").contains("after 3 attempts");
            }
            assertThat(requests.get()).isZero();
        } finally {
            server.stop(0);
        }
    }
}
