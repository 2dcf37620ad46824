package io.mailroom.service;

import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.util.Optional;

/**
 * The sandbox behind the built-in Sandbox profile: started on a free loopback port the first
 * time it is needed, with fresh seed data, and stopped with the process's services.
 */
public final class EmbeddedSandbox implements AutoCloseable {

    private final SandboxOptions options = SandboxOptions.defaults().withPort(0);
    private SandboxServer server;
    private boolean closed;

    /** The running sandbox, started now if needed; blocks while it starts, so not on a UI thread. */
    public synchronized SandboxServer server() {
        if (closed) {
            throw new IllegalStateException("the embedded sandbox has been shut down");
        }
        if (server == null) {
            server = SandboxServer.start(options);
        }
        return server;
    }

    public synchronized Optional<SandboxServer> running() {
        return Optional.ofNullable(server);
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (server != null) {
            server.close();
            server = null;
        }
    }
}
