import Foundation
import PreviewUI
import Testing

/// Combine as view models chain it: values, then at most one completion, through the
/// operators; time-based operators deliver at once in a preview. Checked against what Combine
/// delivers for the same chains.
@MainActor
struct CombineOperatorTests {
    struct Oops: Error, Equatable {}

    /// Everything a subscription saw, as text: values, then `finished` or `failure`.
    final class Log<Output, Failure: Error> {
        var events: [String] = []
        var token: AnyCancellable?
        init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
            token = publisher.sink(receiveCompletion: { [unowned self] c in
                switch c {
                case .finished: events.append("finished")
                case .failure(let e): events.append("failure \(e)")
                }
            }, receiveValue: { [unowned self] in events.append("\($0)") })
        }
    }

    @Test("Sequences, Just, Empty, Fail, Future and Deferred deliver their values and end as Combine's do")
    func sources() {
        #expect(Log([1, 2, 3].publisher).events == ["1", "2", "3", "finished"])
        #expect(Log(Just(7)).events == ["7", "finished"])
        #expect(Log(Empty<Int, Never>()).events == ["finished"])
        #expect(Log(Empty<Int, Never>(completeImmediately: false)).events == [])
        #expect(Log(Fail<Int, Oops>(error: Oops())).events == ["failure Oops()"])
        var runs = 0
        let future = Future<Int, Oops> { promise in runs += 1; promise(.success(5)) }
        #expect(Log(future).events == ["5", "finished"] && Log(future).events == ["5", "finished"] && runs == 1,
                "a future runs once, at once, and every subscriber gets its result")
        let deferred = Deferred { Just(runs) }
        runs = 9
        #expect(Log(deferred).events == ["9", "finished"])
    }

    @Test("Subjects: CurrentValueSubject sends its value first; nothing after the completion")
    func subjects() {
        let current = CurrentValueSubject<Int, Oops>(1)
        let log = Log(current)
        current.send(2)
        current.value = 3
        current.send(completion: .failure(Oops()))
        current.send(4)
        #expect(log.events == ["1", "2", "3", "failure Oops()"])
        #expect(current.value == 3)
        #expect(Log(current).events == ["failure Oops()"], "a late subscriber gets the end only")

        let passthrough = PassthroughSubject<String, Never>()
        passthrough.send("early")
        let later = Log(passthrough)
        passthrough.send("a")
        passthrough.send(completion: .finished)
        #expect(later.events == ["a", "finished"])
        let ping = PassthroughSubject<Void, Never>()
        var pings = 0
        let token = ping.sink { pings += 1 }
        ping.send()
        #expect(pings == 1)
        token.cancel()
        ping.send()
        #expect(pings == 1, "cancelled")
    }

    @Test("Transforming and filtering: compactMap, removeDuplicates, dropFirst, prefix, first, last, scan, reduce, collect, prepend, append")
    func operators() {
        let numbers = [1, 1, 2, nil, 3, 3, 3, 4].publisher
        #expect(Log(numbers.compactMap { $0 }).events == ["1", "1", "2", "3", "3", "3", "4", "finished"])
        #expect(Log(numbers.compactMap { $0 }.removeDuplicates()).events == ["1", "2", "3", "4", "finished"])
        #expect(Log([1, 2, 3].publisher.dropFirst()).events == ["2", "3", "finished"])
        #expect(Log([1, 2, 3].publisher.drop(while: { $0 < 3 })).events == ["3", "finished"])
        #expect(Log([1, 2, 3].publisher.prefix(2)).events == ["1", "2", "finished"])
        #expect(Log([1, 2, 3].publisher.first()).events == ["1", "finished"])
        #expect(Log([1, 2, 3].publisher.first(where: { $0 > 1 })).events == ["2", "finished"])
        #expect(Log([1, 2, 3].publisher.last()).events == ["3", "finished"])
        #expect(Log([1, 2, 3].publisher.scan(0, +)).events == ["1", "3", "6", "finished"])
        #expect(Log([1, 2, 3].publisher.reduce(0, +)).events == ["6", "finished"])
        #expect(Log([1, 2, 3].publisher.collect()).events == ["[1, 2, 3]", "finished"])
        #expect(Log([2].publisher.prepend(0, 1).append(3)).events == ["0", "1", "2", "3", "finished"])
        #expect(Log([Int?.none, 1].publisher.replaceNil(with: 0)).events == ["0", "1", "finished"])
        #expect(Log(Empty<Int, Never>().replaceEmpty(with: 9)).events == ["9", "finished"])
        #expect(Log([1, 2].publisher.ignoreOutput()).events == ["finished"])
    }

    @Test("Errors: tryMap fails, catch and replaceError recover, mapError, retry, setFailureType")
    func errors() {
        let risky = [1, 2, 3].publisher.tryMap { n -> Int in
            if n == 2 { throw Oops() }
            return n * 10
        }
        #expect(Log(risky).events == ["10", "failure Oops()"])
        #expect(Log(risky.replaceError(with: -1)).events == ["10", "-1", "finished"])
        #expect(Log(risky.catch { _ in Just(0) }).events == ["10", "0", "finished"])
        #expect(Log(Fail<Int, Oops>(error: Oops()).mapError { _ in URLError(.badURL) }).events.count == 1)
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, Oops> in
            attempts += 1
            return attempts < 3 ? Fail(error: Oops()).eraseToAnyPublisher() : Just(attempts).setFailureType(to: Oops.self)
        }
        #expect(Log(flaky.retry(2)).events == ["3", "finished"])
        #expect(attempts == 3)
    }

    @Test("Combining: combineLatest, CombineLatest3, zip, merge, flatMap, switchToLatest, share")
    func combining() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let latest = Log(a.combineLatest(b).map { "\($0)\($1)" })
        a.send(1)
        b.send("x")
        a.send(2)
        b.send("y")
        a.send(completion: .finished)
        #expect(latest.events == ["1x", "2x", "2y"], "not finished until both are")
        b.send(completion: .finished)
        #expect(latest.events.last == "finished")

        #expect(Log(Publishers.CombineLatest3(Just(1), Just("a"), Just(true)).map { "\($0)\($1)\($2)" }).events == ["1atrue", "finished"])
        #expect(Log([1, 2, 3].publisher.zip(["a", "b"].publisher).map { "\($0)\($1)" }).events == ["1a", "2b", "finished"])
        #expect(Log([1, 2].publisher.merge(with: [3].publisher)).events == ["1", "2", "3", "finished"])
        #expect(Log([1, 2].publisher.flatMap { n in [n, n * 10].publisher }).events == ["1", "10", "2", "20", "finished"])

        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        let switched = Log(outer.switchToLatest())
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(switched.events == ["1", "3"])

        var subscriptions = 0
        let source = PassthroughSubject<Int, Never>()
        let shared = Deferred { () -> PassthroughSubject<Int, Never> in subscriptions += 1; return source }.share()
        let s1 = Log(shared), s2 = Log(shared)
        source.send(5)
        #expect(subscriptions == 1 && s1.events == ["5"] && s2.events == ["5"])
    }

    @Test("Time does not pass in a preview: receive(on:), debounce, throttle and delay deliver at once")
    func schedulers() {
        let query = CurrentValueSubject<String, Never>("")
        let log = Log(query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .delay(for: 0.5, scheduler: DispatchQueue.main)
            .receive(on: DispatchQueue.main)
            .subscribe(on: ImmediateScheduler.shared)
            .removeDuplicates())
        query.send("swift")
        #expect(log.events == ["", "swift"])
        #expect(SchedulerTimeStride.milliseconds(300).timeInterval == 0.3)
    }

    @MainActor final class SearchModel: ObservableObject {
        @Published var query = "Swift"
        @Published private(set) var results: [String] = []
        private var cancellables = Set<AnyCancellable>()

        init() {
            $query
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .removeDuplicates()
                .map { q in ["\(q) 1", "\(q) 2"] }
                .receive(on: DispatchQueue.main)
                .sink { [weak self] in self?.results = $0 }
                .store(in: &cancellables)
        }
    }

    struct SearchView: View {
        @StateObject private var model = SearchModel()
        var body: some View {
            VStack { ForEach(model.results, id: \.self) { Text($0) } }
        }
    }

    @Test("A view model that debounces its query and receives on the main queue shows its results in the picture")
    func viewModel() throws {
        #expect(try ViewHost(SearchView(), layout: .sizeThatFits).shownTexts == ["Swift 1", "Swift 2"])
    }
}
