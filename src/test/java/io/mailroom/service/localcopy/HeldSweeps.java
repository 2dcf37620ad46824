package io.mailroom.service.localcopy;

import java.time.Clock;

/** For tests outside this package: a sync's claim on an application's sweep, held by this process until closed, as a running sync holds it. */
public final class HeldSweeps {

    private HeldSweeps() {
    }

    public static AutoCloseable hold(ContactCopy copy, String appId) {
        SweepClaim claim = SweepClaim.take(copy.database(), Clock.systemUTC(), appId);
        return claim::release;
    }
}
