"""`make bench`: every benchmark, each reporting times and ratios to a budget or a baseline."""

from bench import (
    class_load,
    docena_bench,
    interactive_bench,
    learner_sim,
    live_bench,
    papayoo_bench,
    practice_bench,
    search_bench,
    sheet_bench,
    site_bench,
)

if __name__ == "__main__":
    papayoo_bench.main([])
    print()
    docena_bench.main([])
    print()
    site_bench.main()
    print()
    interactive_bench.main([])
    practice_bench.main()
    print()
    search_bench.main()
    print()
    live_bench.main()
    print()
    sheet_bench.main([])
    print()
    class_load.main()
    print()
    learner_sim.main([])
