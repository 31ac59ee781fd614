//! 鎖 Suǒ — one read–modify–write of localStorage at a time across this
//! browser's tabs, and no change reported before it is seen in the store.
//!
//! Two tabs of one browser share one localStorage, and each read–change–write
//! of a key (the saved charts, the settings) reads the whole value, changes it
//! and writes it back. Two such writes at the same moment lose one of them.
//! [`write_verified`] runs each attempt inside the Web Lock of the key
//! (`navigator.locks.request`, shared by every tab of the origin), then reads
//! the key again, twice, a moment apart and under the lock each time, and the
//! change counts as made only when both reads find it. The lock alone is not
//! enough: a browser hands a tab's localStorage writes to its other tabs as
//! messages, so a tab granted the lock can for an instant still read the value
//! from before the last holder's write (the e2e test `tests/e2e/tabs.test.mjs`
//! sees this a few times in 80 saves); the change lost that way is found
//! missing by a read-back, applied again to what is stored and written again.
//! Where the browser has no Web Locks (a page served over plain http from
//! another host, an older browser) the read-backs are the whole defence; they
//! wait a random moment, longer with each retry, and catch a write another tab
//! made from what it read before this one's, as long as it lands within them.
//!
//! The lock is let go between the read-backs, so that another tab's write can
//! land and be seen. This tab's own next change of the key must not land
//! there: a read-back would take it for another tab's write over this change
//! and write this change again over it (a chart deleted, then brought back by
//! an import a moment later, was deleted again). So the changes this tab makes
//! to one key run one after another, each from its first attempt to its last
//! read-back ([`Queue`]).
//!
//! An attempt is a plain function (read, change, write) over a
//! [`crate::storage::Backend`], so everything but the lock and the pause is
//! tested natively.

use core::cell::{Cell, RefCell};
use core::future::Future;
use core::task::{Poll, Waker};
use std::rc::Rc;

/// How many times a change is written at most before it is reported as not
/// kept (each write after the first follows a read that did not find it).
pub const WRITES: u32 = 5;

/// How many reads after the last write must find the change.
pub const CONFIRMATIONS: u32 = 2;

/// How long each read-back waits, in milliseconds, when the writes are
/// locked: long enough for another tab's write made at the same moment to
/// reach this tab (a few milliseconds on a busy machine).
pub const CONFIRM_AFTER_MS: f64 = 40.0;

/// What one attempt at a change did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempt<R> {
    /// The store already held the change (applying it again changed nothing),
    /// so nothing was written.
    Held(R),
    /// The change was applied to what is stored and written; it is confirmed
    /// by later attempts that find it [`Attempt::Held`].
    Written(R),
    /// The store did not hold the change, and this attempt was not allowed to
    /// write it (after the last write).
    Missing,
}

/// Run `attempt` until the store is seen to hold its change: each attempt
/// under the Web Lock `lock` (the key's name), the first writing the change,
/// each later one — after a pause — reading the key again and, if the change
/// is not there (another tab wrote over it), applying it again to what is
/// stored and writing that. `attempt(write)` must read the key afresh and may
/// write only when `write` is true.
///
/// Done when [`CONFIRMATIONS`] reads in a row after the last write find the
/// change, or at once if the first finds it there already (nothing was
/// written, so nothing can be lost). The result is that of the last attempt
/// that wrote, or of the first if it wrote nothing. After [`WRITES`] writes
/// followed by a read that does not find the change, `not_kept()`: the caller
/// reports it, and nothing another tab wrote is lost (each write is a merge
/// onto what was read).
///
/// This tab's changes of one key run one after another, in the order asked
/// ([`Queue`]): a change starts once the one before it is confirmed or given up.
pub async fn write_verified<R, E>(
    lock: &str,
    mut attempt: impl FnMut(bool) -> Result<Attempt<R>, E>,
    not_kept: impl FnOnce() -> E,
) -> Result<R, E> {
    let turn = Queue::of(lock).join();
    turn.wait().await;
    write_verified_with(lock, &mut attempt, not_kept, exclusive, pause).await
}

/// This tab's changes of one key, one at a time in the order they were asked:
/// a ticket each, served in turn (a Web Lock cannot do it alone: it is let go
/// between the read-backs of one change, see the module's notes).
#[derive(Debug, Default)]
pub struct Queue {
    /// The ticket whose turn it is.
    serving: Cell<u64>,
    /// The next ticket to hand out.
    next: Cell<u64>,
    /// Tickets given up before their turn (their change was dropped while
    /// waiting): skipped when reached.
    abandoned: RefCell<Vec<u64>>,
    /// Those waiting, woken whenever the turn moves on.
    waiting: RefCell<Vec<Waker>>,
}

thread_local! {
    /// By key: two in this app (the saved charts, the settings).
    static QUEUES: RefCell<Vec<(String, Rc<Queue>)>> = const { RefCell::new(Vec::new()) };
}

impl Queue {
    /// The queue of the key `lock` in this tab.
    pub fn of(lock: &str) -> Rc<Queue> {
        QUEUES.with(|queues| {
            let mut queues = queues.borrow_mut();
            if let Some((_, queue)) = queues.iter().find(|(key, _)| key == lock) {
                return Rc::clone(queue);
            }
            let queue = Rc::new(Queue::default());
            queues.push((lock.to_owned(), Rc::clone(&queue)));
            queue
        })
    }

    /// A place at the end of the queue, held until the [`Turn`] is dropped.
    pub fn join(self: &Rc<Self>) -> Turn {
        let number = self.next.get();
        self.next.set(number + 1);
        Turn { queue: Rc::clone(self), number }
    }

    fn done(&self, number: u64) {
        if number != self.serving.get() {
            self.abandoned.borrow_mut().push(number);
            return;
        }
        let mut next = number + 1;
        let mut abandoned = self.abandoned.borrow_mut();
        while let Some(at) = abandoned.iter().position(|&n| n == next) {
            abandoned.swap_remove(at);
            next += 1;
        }
        drop(abandoned);
        self.serving.set(next);
        for waker in self.waiting.take() {
            waker.wake();
        }
    }
}

/// Ready once every change this tab has asked for is done: each key's queue
/// served to its end. A change goes on after the part of the page that asked
/// for it is gone (its read-backs with it); the browser tests wait for this
/// before they clear the store for the next test, which a change still being
/// read back would take for another tab's write and write again.
pub async fn settled() {
    loop {
        let pending = QUEUES.with(|queues| {
            queues.borrow().iter().find(|(_, q)| q.serving.get() != q.next.get()).map(|(_, q)| Rc::clone(q))
        });
        let Some(queue) = pending else { return };
        // A place at the end: its turn comes when every change before it is done.
        queue.join().wait().await;
    }
}

/// A place in a [`Queue`]: its turn once [`Turn::wait`] is ready, until it is
/// dropped (then the next in the queue goes).
#[derive(Debug)]
pub struct Turn {
    queue: Rc<Queue>,
    number: u64,
}

impl Turn {
    /// Ready when it is this place's turn.
    pub fn wait(&self) -> impl Future<Output = ()> + '_ {
        core::future::poll_fn(move |cx| {
            if self.queue.serving.get() == self.number {
                Poll::Ready(())
            } else {
                self.queue.waiting.borrow_mut().push(cx.waker().clone());
                Poll::Pending
            }
        })
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.queue.done(self.number);
    }
}

/// [`write_verified`] over any lock and pause (natively: none, and no wait).
async fn write_verified_with<R, E, G, L, P>(
    lock: &str,
    attempt: &mut impl FnMut(bool) -> Result<Attempt<R>, E>,
    not_kept: impl FnOnce() -> E,
    exclusive: impl Fn(&str) -> L,
    pause: impl Fn(f64) -> P,
) -> Result<R, E>
where
    L: Future<Output = Option<G>>,
    P: Future<Output = ()>,
{
    let mut written = None;
    let (mut writes, mut confirmed) = (0, 0);
    for n in 0.. {
        let guard = exclusive(lock).await;
        let locked = guard.is_some();
        let result = attempt(writes < WRITES);
        drop(guard);
        match (result?, written.take()) {
            (Attempt::Held(r), None) => return Ok(r),
            (Attempt::Held(_), Some(w)) if confirmed + 1 == CONFIRMATIONS => return Ok(w),
            (Attempt::Held(_), Some(w)) => {
                confirmed += 1;
                written = Some(w);
            }
            (Attempt::Written(r), _) => {
                (writes, confirmed) = (writes + 1, 0);
                written = Some(r);
            }
            (Attempt::Missing, _) => break,
        }
        pause(wait_ms(n, locked, random())).await;
    }
    Err(not_kept())
}

/// The pause before attempt `n + 1`: a fixed moment under the lock; without
/// it a random moment that grows with each attempt, so that two tabs retrying
/// together fall apart and a late write of another tab is waited for longer.
fn wait_ms(n: u32, locked: bool, random: f64) -> f64 {
    if locked {
        CONFIRM_AFTER_MS
    } else {
        CONFIRM_AFTER_MS * (1.0 + random) * f64::from(n + 1)
    }
}

#[cfg(target_arch = "wasm32")]
fn random() -> f64 {
    js_sys::Math::random()
}

#[cfg(not(target_arch = "wasm32"))]
fn random() -> f64 {
    0.5
}

#[cfg(target_arch = "wasm32")]
pub use web::{exclusive, pause, Guard};

#[cfg(not(target_arch = "wasm32"))]
pub use native::{exclusive, pause, Guard};

#[cfg(target_arch = "wasm32")]
mod web {
    use core::future::Future;

    use js_sys::{Array, Function, Promise, Reflect};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;

    #[wasm_bindgen]
    extern "C" {
        /// The page's `navigator.locks` (web-sys has it only behind
        /// `web_sys_unstable_apis`).
        type LockManager;

        /// `request(name, callback)`: calls `callback` once the lock is
        /// granted and holds the lock until the promise it returns settles.
        #[wasm_bindgen(method, catch)]
        fn request(this: &LockManager, name: &str, callback: &Function) -> Result<Promise, JsValue>;
    }

    fn lock_manager() -> Option<LockManager> {
        let navigator = web_sys::window()?.navigator();
        let locks = Reflect::get(&navigator, &JsValue::from_str("locks")).ok()?;
        locks.is_object().then(|| locks.unchecked_into())
    }

    /// A held Web Lock, released when dropped.
    #[derive(Debug)]
    pub struct Guard {
        release: Function,
    }

    impl Drop for Guard {
        fn drop(&mut self) {
            let _ = self.release.call0(&JsValue::UNDEFINED);
        }
    }

    /// The exclusive Web Lock `name`, shared by every tab and worker of this
    /// origin, once granted; `None` at once where the browser has none (or
    /// refuses the request, as in an opaque origin).
    pub fn exclusive(name: &str) -> impl Future<Output = Option<Guard>> {
        let name = name.to_owned();
        async move { request_lock(&name).await }
    }

    async fn request_lock(name: &str) -> Option<Guard> {
        let locks = lock_manager()?;
        // The lock is held until `held` settles, which the guard's drop does;
        // made before any wait, so that a future dropped while waiting still
        // lets the lock go the moment it is granted.
        let mut release = None;
        let held = Promise::new(&mut |resolve, _| release = Some(resolve));
        let guard = Guard { release: release? };
        let mut grant = None;
        let granted = Promise::new(&mut |resolve, _| grant = Some(resolve));
        let grant = grant?;
        let callback = Closure::once_into_js(move |_lock: JsValue| -> JsValue {
            let _ = grant.call0(&JsValue::UNDEFINED);
            held.into()
        });
        let request = locks.request(name, callback.unchecked_ref()).ok()?;
        // `request` settles only after the lock is released, or rejects if it
        // cannot be had: whichever comes first says which.
        JsFuture::from(Promise::race(&Array::of2(&granted, &request))).await.ok()?;
        Some(guard)
    }

    /// Wait `ms` milliseconds (a `setTimeout`; at once if there is no window).
    pub async fn pause(ms: f64) {
        let wait = Promise::new(&mut |resolve, _| {
            let set = web_sys::window()
                .map(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms.round() as i32));
            if !matches!(set, Some(Ok(_))) {
                let _ = resolve.call0(&JsValue::UNDEFINED);
            }
        });
        let _ = JsFuture::from(wait).await;
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use core::future::Future;

    /// Natively there are no tabs and no lock.
    #[derive(Debug)]
    pub struct Guard;

    /// Natively there is no Web Lock: always `None`.
    pub fn exclusive(_name: &str) -> impl Future<Output = Option<Guard>> {
        core::future::ready(None)
    }

    /// Natively nothing else writes meanwhile: no wait.
    pub async fn pause(_ms: f64) {}
}

/// Run a future that never waits (natively, [`exclusive`] and [`pause`] are
/// ready at once) to its end.
#[cfg(test)]
pub(crate) fn block_on<T>(future: impl Future<Output = T>) -> T {
    use core::task::{Context, Poll, Waker};
    let mut future = core::pin::pin!(future);
    let mut cx = Context::from_waker(Waker::noop());
    for _ in 0..1_000 {
        if let Poll::Ready(t) = future.as_mut().poll(&mut cx) {
            return t;
        }
    }
    panic!("the future kept waiting")
}

#[cfg(test)]
mod tests {
    use std::cell::{Cell, RefCell};

    use super::*;

    /// Runs [`write_verified`] over attempts that answer from `script` in
    /// turn; returns the result and the `write` flag each attempt was given.
    fn run(script: &[Attempt<u32>]) -> (Result<u32, &'static str>, Vec<bool>) {
        let mut asked = Vec::new();
        let mut answers = script.iter().cloned();
        let result = block_on(write_verified(
            "test",
            |write| {
                asked.push(write);
                Ok(answers.next().expect("asked more often than scripted"))
            },
            || "not kept",
        ));
        (result, asked)
    }

    #[test]
    fn a_write_counts_once_two_reads_find_it() {
        let (result, asked) = run(&[Attempt::Written(1), Attempt::Held(2), Attempt::Held(3)]);
        // The result of the write, not of the read-back (a save is "saved",
        // not "already saved" when its own record is found).
        assert_eq!((result, asked), (Ok(1), vec![true, true, true]));
    }

    #[test]
    fn a_change_already_there_writes_nothing_more() {
        assert_eq!(run(&[Attempt::Held(7)]), (Ok(7), vec![true]));
    }

    #[test]
    fn a_write_another_tab_replaced_is_written_again() {
        // Found, then gone (another tab's late write), written again, found twice.
        let script = [Attempt::Written(1), Attempt::Held(0), Attempt::Written(2), Attempt::Held(0), Attempt::Held(0)];
        let (result, asked) = run(&script);
        assert_eq!((result, asked.len()), (Ok(2), 5));
    }

    #[test]
    fn after_the_last_write_only_a_read_then_not_kept() {
        let mut script: Vec<Attempt<u32>> = (0..WRITES).map(Attempt::Written).collect();
        script.push(Attempt::Missing);
        script.push(Attempt::Held(0)); // never asked
        let (result, asked) = run(&script);
        assert_eq!(result, Err("not kept"));
        let mut expected = vec![true; WRITES as usize];
        expected.push(false);
        assert_eq!(asked, expected, "{WRITES} writes, then one read that may not write");
    }

    #[test]
    fn an_error_stops_at_once() {
        let mut n = 0;
        let result: Result<(), &str> = block_on(write_verified(
            "test",
            |_| {
                n += 1;
                Err("quota")
            },
            || "not kept",
        ));
        assert_eq!((result, n), (Err("quota"), 1));
    }

    #[test]
    fn each_attempt_runs_inside_the_lock_and_each_pause_outside_it() {
        let held = Cell::new(false);
        let pauses = RefCell::new(Vec::new());
        let exclusive = |name: &str| {
            assert_eq!(name, "liuren.charts.v1");
            assert!(!held.replace(true), "the lock is not taken twice");
            struct Release<'a>(&'a Cell<bool>);
            impl Drop for Release<'_> {
                fn drop(&mut self) {
                    self.0.set(false);
                }
            }
            core::future::ready(Some(Release(&held)))
        };
        let pause = |ms: f64| {
            assert!(!held.get(), "no pause while holding the lock");
            pauses.borrow_mut().push(ms);
            core::future::ready(())
        };
        let mut attempts = 0;
        let mut attempt = |_write: bool| {
            assert!(held.get(), "an attempt runs inside the lock");
            attempts += 1;
            Ok::<_, ()>(if attempts < 3 { Attempt::Written(attempts) } else { Attempt::Held(attempts) })
        };
        let result = block_on(write_verified_with("liuren.charts.v1", &mut attempt, || (), exclusive, pause));
        assert_eq!((result, attempts), (Ok(2), 4));
        assert_eq!(*pauses.borrow(), [CONFIRM_AFTER_MS; 3]);
    }

    /// Polls `turn.wait()` once: whether it is that place's turn, and the
    /// count of wakes its waker has had so far.
    fn ready(turn: &Turn, woken: &std::sync::Arc<Woken>) -> bool {
        let waker = Waker::from(std::sync::Arc::clone(woken));
        let wait = turn.wait();
        let mut wait = core::pin::pin!(wait);
        wait.as_mut().poll(&mut core::task::Context::from_waker(&waker)).is_ready()
    }

    #[derive(Default)]
    struct Woken(std::sync::atomic::AtomicUsize);

    impl std::task::Wake for Woken {
        fn wake(self: std::sync::Arc<Self>) {
            self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
    }

    #[test]
    fn this_tabs_changes_of_a_key_take_turns_in_order() {
        let queue = Rc::new(Queue::default());
        let woken = std::sync::Arc::new(Woken::default());
        let (first, second, third) = (queue.join(), queue.join(), queue.join());
        assert!(ready(&first, &woken));
        assert!(!ready(&second, &woken) && !ready(&third, &woken));
        drop(first);
        assert_eq!(woken.0.load(std::sync::atomic::Ordering::SeqCst), 2, "both waiting were woken");
        assert!(ready(&second, &woken));
        assert!(!ready(&third, &woken), "one at a time");
        drop(second);
        assert!(ready(&third, &woken));
        drop(third);
        assert!(ready(&queue.join(), &woken), "an empty queue serves at once");
    }

    #[test]
    fn a_place_given_up_while_waiting_is_skipped() {
        let queue = Rc::new(Queue::default());
        let woken = std::sync::Arc::new(Woken::default());
        let (first, second, third) = (queue.join(), queue.join(), queue.join());
        drop(second);
        assert!(!ready(&third, &woken));
        drop(first);
        assert!(ready(&third, &woken), "the given-up place does not hold the queue");
    }

    #[test]
    fn settled_waits_for_every_change_asked_for() {
        let queue = Queue::of("liuren.test.queue.settled");
        let woken = std::sync::Arc::new(Woken::default());
        let held = queue.join();
        assert!(ready(&held, &woken));
        let settled = settled();
        let mut settled = core::pin::pin!(settled);
        let waker = Waker::from(std::sync::Arc::clone(&woken));
        let mut cx = core::task::Context::from_waker(&waker);
        assert!(settled.as_mut().poll(&mut cx).is_pending(), "a change is under way");
        drop(held);
        assert!(settled.as_mut().poll(&mut cx).is_ready(), "done once it is");
    }

    #[test]
    fn each_key_has_its_own_queue() {
        let woken = std::sync::Arc::new(Woken::default());
        let held = Queue::of("liuren.test.queue.a").join();
        assert!(ready(&held, &woken));
        assert!(!ready(&Queue::of("liuren.test.queue.a").join(), &woken));
        assert!(ready(&Queue::of("liuren.test.queue.b").join(), &woken));
    }

    #[test]
    fn without_a_lock_the_pause_is_random_and_grows() {
        assert_eq!(wait_ms(0, true, 0.9), CONFIRM_AFTER_MS);
        assert_eq!(wait_ms(3, true, 0.1), CONFIRM_AFTER_MS);
        assert_eq!(wait_ms(0, false, 0.0), CONFIRM_AFTER_MS);
        assert_eq!(wait_ms(0, false, 0.5), 1.5 * CONFIRM_AFTER_MS);
        assert_eq!(wait_ms(2, false, 0.5), 4.5 * CONFIRM_AFTER_MS);
    }
}

/// In Chromium (`cargo test -p liuren-app --target wasm32-unknown-unknown`):
/// the Web Lock itself, and the read-back where the browser has no Web Locks.
#[cfg(all(test, target_arch = "wasm32"))]
mod browser_tests {
    use core::task::{Context, Poll, Waker};
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;

    use js_sys::{Object, Reflect};
    use wasm_bindgen::JsValue;
    use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

    use super::*;
    use crate::storage::{self, Backend, LocalStorage, SavedChart, Shelf, StorageError, KEY};

    wasm_bindgen_test_configure!(run_in_browser);

    /// Whether `exclusive(name)` is granted within `ms` (the waiting request
    /// is left to be granted later and let go at once).
    async fn granted_within(name: &'static str, ms: f64) -> bool {
        let got = Rc::new(Cell::new(false));
        let flag = got.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let guard = exclusive(name).await;
            flag.set(guard.is_some());
        });
        pause(ms).await;
        got.get()
    }

    #[wasm_bindgen_test]
    async fn the_web_lock_is_held_until_its_guard_is_dropped() {
        let first = exclusive("liuren.test.a").await.expect("Chromium has Web Locks");
        assert!(!granted_within("liuren.test.a", 50.0).await, "not while the first is held");
        assert!(granted_within("liuren.test.b", 50.0).await, "another name is another lock");
        drop(first);
        pause(50.0).await;
        assert!(exclusive("liuren.test.a").await.is_some(), "free again once dropped");
    }

    #[wasm_bindgen_test]
    async fn a_request_given_up_while_waiting_does_not_keep_the_lock() {
        let first = exclusive("liuren.test.c").await.unwrap();
        {
            // Ask (the request goes out on the first poll), then give up.
            let waiting = exclusive("liuren.test.c");
            let mut waiting = core::pin::pin!(waiting);
            let polled = waiting.as_mut().poll(&mut Context::from_waker(Waker::noop()));
            assert!(matches!(polled, Poll::Pending));
        }
        drop(first);
        assert!(granted_within("liuren.test.c", 200.0).await, "the abandoned request let the lock go");
    }

    /// Hides `navigator.locks`, as in a browser without them, until dropped.
    struct NoWebLocks;

    impl NoWebLocks {
        fn new() -> NoWebLocks {
            let navigator = web_sys::window().unwrap().navigator();
            let descriptor = Object::new();
            Reflect::set(&descriptor, &"value".into(), &JsValue::UNDEFINED).unwrap();
            Reflect::set(&descriptor, &"configurable".into(), &JsValue::TRUE).unwrap();
            Reflect::define_property(&navigator, &"locks".into(), &descriptor).unwrap();
            NoWebLocks
        }
    }

    impl Drop for NoWebLocks {
        fn drop(&mut self) {
            let navigator = web_sys::window().unwrap().navigator();
            let _ = Reflect::delete_property(&navigator, &"locks".into());
        }
    }

    fn chart(id: &str, question: &str) -> SavedChart {
        let mut shared = crate::share::parse("?at=2026-11-29T21:30:00%2B08:00").unwrap().unwrap();
        shared.question = question.into();
        SavedChart::new(id.into(), 1, &shared)
    }

    /// Without Web Locks: another tab's write, made from what it read before
    /// this tab's save, lands 5 ms after it. The read-back finds the chart
    /// missing and writes it again onto the other tab's charts.
    #[wasm_bindgen_test]
    async fn without_web_locks_a_save_written_over_is_found_and_written_again() {
        let _hidden = NoWebLocks::new();
        assert!(exclusive(KEY).await.is_none());
        let store = LocalStorage;
        store.remove(KEY).unwrap();
        let theirs = storage::to_json(&[chart("theirs", "他")]);
        let mine = chart("mine", "我");
        let mut shelf = Shelf::load(&store, 1).unwrap();
        let attempts = RefCell::new(Vec::new());
        let result = write_verified(
            KEY,
            |write| {
                let attempt = shelf.attempt(&store, 2, write, |charts| {
                    if !charts.iter().any(|c| c.id == "mine") {
                        charts.push(mine.clone());
                    }
                });
                attempts.borrow_mut().push(matches!(attempt, Ok(Attempt::Written(()))));
                if attempts.borrow().len() == 1 {
                    let theirs = theirs.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        pause(5.0).await;
                        LocalStorage.set(KEY, &theirs).unwrap();
                    });
                }
                attempt
            },
            || StorageError::NotKept,
        )
        .await;
        assert_eq!(result, Ok(()));
        assert_eq!(*attempts.borrow(), [true, true, false, false], "written, lost, written again, read back twice");
        let stored = storage::parse_store(&store.get(KEY).unwrap().unwrap()).unwrap();
        assert_eq!(stored.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["theirs", "mine"]);
        store.remove(KEY).unwrap();
    }

    /// One change of the charts by this tab: `change` applied to what is
    /// stored, written and read back ([`write_verified`]).
    async fn change_charts(change: impl Fn(&mut Vec<SavedChart>)) -> Result<(), StorageError> {
        let store = LocalStorage;
        let mut shelf = Shelf::load(&store, 1).unwrap();
        write_verified(KEY, |write| shelf.attempt(&store, 2, write, &change), || StorageError::NotKept).await
    }

    /// A chart deleted, and brought back by this tab a moment later (an
    /// import, an undo) while the delete is still being read back: the
    /// delete's read-back must not take the chart for another tab's write and
    /// delete it again. Both changes are kept, in the order they were made.
    #[wasm_bindgen_test]
    async fn this_tabs_next_change_waits_for_the_last_to_be_read_back() {
        let store = LocalStorage;
        store.set(KEY, &storage::to_json(&[chart("a", "甲")])).unwrap();
        let (deleted, restored) = (Rc::new(RefCell::new(None)), Rc::new(RefCell::new(None)));
        let flag = deleted.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let result = change_charts(|charts| charts.retain(|c| c.id != "a")).await;
            flag.replace(Some(result));
        });
        let flag = restored.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let restore = |charts: &mut Vec<SavedChart>| {
                if !charts.iter().any(|c| c.id == "a") {
                    charts.push(chart("a", "甲"));
                }
            };
            let result = change_charts(restore).await;
            flag.replace(Some(result));
        });
        for _ in 0..100 {
            if restored.borrow().is_some() {
                break;
            }
            pause(20.0).await;
        }
        assert_eq!((deleted.take(), restored.take()), (Some(Ok(())), Some(Ok(()))));
        let stored = storage::parse_store(&store.get(KEY).unwrap().unwrap()).unwrap();
        assert_eq!(stored.iter().map(|c| c.id.as_str()).collect::<Vec<_>>(), ["a"], "the later change stands");
        store.remove(KEY).unwrap();
    }
}
