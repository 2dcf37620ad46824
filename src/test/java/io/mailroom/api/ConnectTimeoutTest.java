package io.mailroom.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A service that accepts no connection (here: a loopback listener whose accept queue is
 * full) hits the connect timeout. Nothing was sent, so even a send is retried, and the
 * end is a transport failure naming the timeout.
 */
class ConnectTimeoutTest {

    private ServerSocket listener;
    private final List<Socket> queueFillers = new ArrayList<>();

    @BeforeEach
    void fillTheAcceptQueue() throws IOException {
        listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        for (int i = 0; i < 16; i++) {
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), listener.getLocalPort()), 200);
                queueFillers.add(socket);
            } catch (SocketTimeoutException full) {
                socket.close();
                return;
            }
        }
        throw new IllegalStateException("the accept queue never filled up");
    }

    @AfterEach
    void close() throws IOException {
        for (Socket socket : queueFillers) {
            socket.close();
        }
        listener.close();
    }

    @Test
    void aSendThatCannotConnectIsRetriedAndEndsAsATransportFailure() {
        ClientConfig config = TestClients.config("http://127.0.0.1:" + listener.getLocalPort(), 2)
                .withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(5));
        FakeTime time = new FakeTime();
        try (ServiceClient client = TestClients.client(config, time, ActivitySink.NONE)) {
            TransportException e = catchThrowableOfType(TransportException.class,
                    () -> client.send(InputRules.email("support@example.com", "a@example.com", "Hi", "Hello")));

            assertThat(e.getMessage()).contains("no connection within 300 ms").contains("after 2 attempts");
        }
        assertThat(time.waits()).hasSize(1);
    }
}
