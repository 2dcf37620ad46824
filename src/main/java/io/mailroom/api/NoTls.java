package io.mailroom.api;

import java.security.GeneralSecurityException;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;

/** A TLS context that trusts no one and has no keys: for a client of a plain-http address, which never uses it. */
final class NoTls {

    static final SSLContext CONTEXT = create();

    private NoTls() {
    }

    private static SSLContext create() {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(new KeyManager[0], new TrustManager[0], null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the runtime has no TLS", e);
        }
    }
}
