package io.mailroom.api;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Keeps the requests of one API key to at most N in any sliding one-second window, counted
 * from when each request really leaves, not from when its turn was granted (docs/decisions/028-rate-limiter-counts-departures.md).
 * A caller takes a {@link Turn}; the HTTP client tells
 * the turn when the request leaves ({@link Turn#departed()}) and the caller when the exchange
 * is over ({@link Turn#ended()}).
 *
 * <p>The rule: a turn is released only when fewer than N other requests are either in flight
 * (released, not yet departed nor ended: they may leave at any moment) or departed within the
 * last window plus margin. If N+1 departures ever fell in one window, the last of them to be
 * released would, at its release, have seen the N others either departed within the window or
 * in flight, and waited. A departure the limiter did not grant (the HTTP client repeating a
 * request by itself) cannot be held back, but it counts for every turn released after it.
 *
 * <p>Until one request has gone out and come back, turns go one at a time and count from when
 * they end: in a fresh process the HTTP client announces a request tens of milliseconds before
 * its bytes leave (its sending code runs for the first time), later ones within a few.
 *
 * <p>Callers reserve a time under a short lock and sleep outside it, so waiting callers hold no
 * lock and, on virtual threads, no carrier thread. On waking they check again against what is
 * known by then. Waiting turns are planned in the order they came, so a newcomer does not
 * overtake them. A 429 from the service pauses every caller until its Retry-After, and widens
 * the margin for a while ({@link AdaptiveMargin}); callers that wake late from their sleep (a
 * busy machine) widen it too ({@link SchedulingLag}).
 */
public final class RateLimiter {

    private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();
    /** What {@link #untilRelease} answers when the turn must wait for the turn on its way to end. */
    static final long UNTIL_AN_END = Long.MAX_VALUE;

    private final long fixedMarginNanos;
    private final AdaptiveMargin adaptive;
    private final SchedulingLag lag = new SchedulingLag();
    private final TimeSource time;
    private int permitsPerSecond;
    private long pausedUntil = Long.MIN_VALUE;
    /** Departures (and ends without one) recent enough to matter, oldest first: recorded as they happen. */
    private final ArrayDeque<Long> departures = new ArrayDeque<>();
    /** Released turns that have neither departed nor ended. */
    private int inFlight;
    /** Released turns that have not ended, departed or not. */
    private int unended;
    /** Whether a request has gone out and its exchange ended: the HTTP client's sending code has run. */
    private boolean warm;
    /** Turns not yet released, in the order they came. */
    private final List<Turn> waiting = new ArrayList<>();

    /**
     * @param margin added to the window for the delays between a request's announced departure
     *               and the server reading it, so that two requests that left a window apart
     *               cannot arrive within one
     */
    public RateLimiter(int permitsPerSecond, Duration margin, TimeSource time) {
        this.permitsPerSecond = checked(permitsPerSecond);
        this.fixedMarginNanos = margin.toNanos();
        this.adaptive = new AdaptiveMargin();
        this.time = time;
    }

    private static int checked(int permits) {
        if (permits < 1) {
            throw new InvalidInputException("rateLimit", InputRule.RATE_TOO_LOW, 1);
        }
        return permits;
    }

    public synchronized int permitsPerSecond() {
        return permitsPerSecond;
    }

    /**
     * Changes the limit in place, keeping what it knows of recent departures, so that every
     * client of the key goes on sharing this one limiter (two limiters for one key could exceed it).
     */
    public synchronized void setPermitsPerSecond(int permits) {
        permitsPerSecond = checked(permits);
    }

    /**
     * Blocks until the caller may send a request, and returns the turn that request reports to;
     * the caller must end it ({@link Turn#ended()}) once the exchange is over.
     */
    public Turn acquire() throws InterruptedException {
        Turn turn = enqueue();
        boolean released = false;
        try {
            for (long wait = untilRelease(turn); wait != 0; wait = untilRelease(turn)) {
                if (wait == UNTIL_AN_END) {
                    awaitAnEnd();
                } else {
                    long planned = time.nanoTime() + wait;
                    time.sleep(Duration.ofNanos(wait));
                    woke(planned);
                }
            }
            released = true;
            return turn;
        } finally {
            if (!released) {
                withdraw(turn);
            }
        }
    }

    /** Joins the queue of waiting turns; {@link #untilRelease} then says how long to wait. */
    synchronized Turn enqueue() {
        Turn turn = new Turn();
        waiting.add(turn);
        return turn;
    }

    private synchronized void withdraw(Turn turn) {
        waiting.remove(turn);
    }

    private synchronized void woke(long planned) {
        lag.woke(planned, time.nanoTime());
    }

    /** Waits, holding no lock, until the first exchange is over (turns wait on it only while the client is cold). */
    private synchronized void awaitAnEnd() throws InterruptedException {
        while (!warm && unended > 0) {
            wait();
        }
    }

    /**
     * Holds back every request not yet released until {@code wait} has passed: the service answered
     * 429 with this Retry-After. The answer also says the server counted more than N in its window,
     * so the margin widens.
     */
    public synchronized void pause(Duration wait) {
        long now = time.nanoTime();
        long until = now + wait.toNanos();
        if (pausedUntil == Long.MIN_VALUE || until > pausedUntil) {
            pausedUntil = until;
        }
        adaptive.rateLimited(now);
    }

    /** Requests of the key that left within the last second or are on their way: the budget in use. */
    public synchronized int inUse() {
        long since = time.nanoTime() - WINDOW_NANOS;
        int recent = 0;
        for (Iterator<Long> newestFirst = departures.descendingIterator(); newestFirst.hasNext() && newestFirst.next() > since; ) {
            recent++;
        }
        return recent + inFlight;
    }

    /**
     * Releases {@code turn} if it may go now (returns 0), else returns how many nanoseconds until
     * it might: the time it would go if every turn in flight left now and every turn ahead of it
     * went as planned. That is the earliest it can go, so a caller sleeping that long never sleeps
     * too long. While the client is cold and a turn is on its way, returns {@link #UNTIL_AN_END}.
     */
    synchronized long untilRelease(Turn turn) {
        if (!warm && unended > 0) {
            return UNTIL_AN_END;
        }
        long now = time.nanoTime();
        long span = WINDOW_NANOS + fixedMarginNanos + adaptive.nanosAt(now) + lag.nanosAt(now);
        forgetBefore(now - WINDOW_NANOS - fixedMarginNanos - AdaptiveMargin.MAX_NANOS - SchedulingLag.MAX_NANOS);
        // Occupied times, ascending: departures, then the turns in flight (as leaving now), then
        // the plan of each turn ahead of this one.
        List<Long> occupied = new ArrayList<>(departures);
        for (int i = 0; i < inFlight; i++) {
            occupied.add(now);
        }
        long planned = Long.MIN_VALUE;
        for (Turn ahead : waiting) {
            planned = Math.max(planned, earliest(occupied, now, span));
            if (ahead == turn) {
                break;
            }
            occupied.add(planned);
        }
        if (planned > now) {
            return planned - now;
        }
        waiting.remove(turn);
        turn.state = TurnState.RELEASED;
        turn.countsFromEnd = !warm;
        inFlight++;
        unended++;
        return 0;
    }

    /** The earliest time from {@code now} when fewer than N of {@code occupied} fall within {@code span} before it. */
    private long earliest(List<Long> occupied, long now, long span) {
        long at = pausedUntil == Long.MIN_VALUE ? now : Math.max(now, pausedUntil);
        int size = occupied.size();
        if (size >= permitsPerSecond) {
            at = Math.max(at, occupied.get(size - permitsPerSecond) + span);
        }
        return at;
    }

    private void forgetBefore(long oldest) {
        while (!departures.isEmpty() && departures.peekFirst() <= oldest) {
            departures.pollFirst();
        }
    }

    private synchronized void departed(Turn turn) {
        turn.departures++;
        if (turn.countsFromEnd && turn.state != TurnState.ENDED) {
            // Its bytes may not have left yet: counted when the exchange ends, which is surely later.
            return;
        }
        if (turn.state == TurnState.RELEASED) {
            inFlight--;
            turn.state = TurnState.DEPARTED;
        }
        departures.addLast(time.nanoTime());
    }

    private synchronized void ended(Turn turn) {
        if (turn.state == TurnState.ENDED) {
            return;
        }
        long now = time.nanoTime();
        if (turn.state == TurnState.RELEASED) {
            // Not yet counted: it never left (a refused connection, a failure before sending) or it
            // counts from its end. Either way it is counted as leaving now, which is no earlier than
            // it did, and so only makes the window stricter. Each repeat by the HTTP client too.
            inFlight--;
            for (int i = 0; i < Math.max(1, turn.departures); i++) {
                departures.addLast(now);
            }
        }
        turn.state = TurnState.ENDED;
        unended--;
        if (turn.departures > 0) {
            warm = true;
        }
        notifyAll();
    }

    private enum TurnState { WAITING, RELEASED, DEPARTED, ENDED }

    /**
     * One request's place in the window. The HTTP client reports each time it is about to write
     * the request ({@link #departed()}); the caller reports when the exchange is over
     * ({@link #ended()}), which must happen for every released turn.
     */
    public final class Turn {

        private TurnState state = TurnState.WAITING;
        private boolean countsFromEnd;
        private int departures;

        private Turn() {
        }

        /**
         * The request is leaving now. A second call is the HTTP client sending it again by itself
         * (a connection that died under it): a departure no one asked for, recorded as one more
         * request in the window.
         */
        public void departed() {
            RateLimiter.this.departed(this);
        }

        /** The exchange is over, answered or failed; a turn that never departed counts as leaving now. */
        public void ended() {
            RateLimiter.this.ended(this);
        }
    }
}
