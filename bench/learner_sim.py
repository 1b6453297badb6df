"""Simulated learners: do per-learner FSRS parameters predict recall better than the defaults?

Each simulated learner's memory truly follows FSRS-6, with parameters of their own drawn around the defaults
(each default times ``exp(N(0, --spread))``, kept within the scheduler's bounds). They come to the site on
some days (a chance of their own), meet a few new questions (known at first sight with a chance of their
own; a miss, or a right answer with effort, makes a card, as :mod:`trainers.review` rates them) and review every card due
that day, scheduled by the site's default scheduler. A card's true recall chance at a review is the true
parameters' retrievability after the time elapsed; the answer is drawn from it.

The reviews of the first ``--fit-day`` days are fitted (:func:`trainers.schedules.fit_parameters`, the
production code); the reviews after it (held out in time) are predicted twice: by the defaults and by the
learner's fitted parameters, each replaying the question's history up to that review. Only reviews a day or
more after the previous one are scored (what FSRS predicts). Metrics: log loss over all those reviews, and
calibration: each learner's RMSE over 20 bins of the predicted recall, averaged weighted by their reviews (as
the FSRS benchmark does); the difference (fitted minus defaults) with a 95 % bootstrap interval over
learners. The fitted side follows the production rule: below :data:`trainers.schedules.MIN_REVIEWS` it is the defaults.
A second table lists the gain by the size of the fitted history (the fit applied whatever its size), the
measurement the thresholds come from.

    python -m bench.learner_sim [--learners 60] [--days 120] [--fit-day 60] [--seed 1] [--spread 0.5]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from fsrs import Card, Rating, Scheduler
from fsrs.scheduler import DEFAULT_PARAMETERS, LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS

START = datetime(2026, 1, 5, tzinfo=UTC)
STEPS = (timedelta(minutes=1),)
BINS = 20


def _setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.test")
    import django

    django.setup()


@dataclass
class Learner:
    truth: Scheduler
    knows: float
    """The chance of answering a new question right."""
    effort: float
    """The chance that a right answer is slow (rated *hard*)."""
    visit: float
    new_per_visit: int
    histories: list[list] = field(default_factory=list)
    """Per question: (moment, rating, true recall chance or None for a first answer), oldest first."""


def _true_parameters(rng: random.Random, spread: float) -> tuple[float, ...]:
    drawn = []
    for value, low, high in zip(DEFAULT_PARAMETERS, LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS, strict=True):
        moved = value * math.exp(rng.gauss(0, spread)) if value else value
        drawn.append(min(max(moved, low), high))
    return tuple(drawn)


def _recall(truth: Scheduler, card: Card, at: datetime) -> float:
    """The true chance of recall: the forgetting curve of the learner's own FSRS, as ``fsrs`` computes it
    (whole days elapsed: the same day, the answer was just seen)."""
    return truth.get_card_retrievability(card, at)


def simulate(rng: random.Random, days: int, spread: float, visit: float) -> Learner:
    """One learner's answers over ``days`` days, scheduled by the site's default scheduler."""
    from trainers.review import SCHEDULER

    truth = Scheduler(parameters=_true_parameters(rng, spread), learning_steps=STEPS, relearning_steps=STEPS,
                      enable_fuzzing=False)
    learner = Learner(truth=truth, knows=rng.uniform(0.4, 0.9), effort=rng.uniform(0.05, 0.25),
                      visit=rng.uniform(max(0.1, visit - 0.4), min(1.0, visit + 0.3)), new_per_visit=rng.randint(1, 6))
    site_cards: list[Card] = []
    true_cards: list[Card] = []
    questions: list[int] = []  # index into histories, per card
    for day in range(days):
        if rng.random() > learner.visit:
            continue
        at = START + timedelta(days=day, hours=rng.uniform(8, 22))
        end = START + timedelta(days=day + 1)

        def answer(index: int, at: datetime) -> None:
            site, true = site_cards[index], true_cards[index]
            chance = _recall(truth, true, at)
            right = rng.random() < chance
            rating = Rating.Again if not right else Rating.Hard if rng.random() < learner.effort else Rating.Good
            site_cards[index], _ = SCHEDULER.review_card(site, rating, review_datetime=at)
            true_cards[index], _ = truth.review_card(true, rating, review_datetime=at)
            learner.histories[questions[index]].append((at, int(rating), chance))

        def review_round(at: datetime, end: datetime = end) -> datetime:
            for index in sorted(range(len(site_cards)), key=lambda i: site_cards[i].due):
                if site_cards[index].due < end:
                    at += timedelta(seconds=rng.uniform(10, 60))
                    answer(index, at)
            return at

        at = review_round(at)
        for _ in range(learner.new_per_visit):
            at += timedelta(seconds=rng.uniform(10, 60))
            right = rng.random() < learner.knows
            rating = Rating.Again if not right else Rating.Hard if rng.random() < learner.effort else Rating.Good
            if rating == Rating.Good:
                continue  # known at first sight: no card, never asked again
            learner.histories.append([(at, int(rating), None)])
            questions.append(len(learner.histories) - 1)
            site_cards.append(SCHEDULER.review_card(Card(card_id=len(site_cards), due=at), rating, review_datetime=at)[0])
            true_cards.append(truth.review_card(Card(card_id=len(true_cards), due=at), rating, review_datetime=at)[0])
        review_round(at + timedelta(minutes=2))  # the missed ones, a minute later, in today's review
    return learner


def _predictions(parameters, history: list, after: datetime) -> list[tuple[float, int]]:
    """(predicted recall, recalled) for each review of ``history`` after ``after`` a day or more after the
    previous one, replaying the history with these parameters."""
    from trainers.schedules import days_between

    if not history:
        return []
    scheduler = Scheduler(parameters=parameters, learning_steps=STEPS, relearning_steps=STEPS, enable_fuzzing=False)
    card = Card(card_id=1, due=history[0][0])
    found = []
    for i, (at, rating, _chance) in enumerate(history):
        if i and at >= after and days_between(history[i - 1][0], at) >= 1:
            found.append((scheduler.get_card_retrievability(card, at), int(rating != Rating.Again)))
        card, _ = scheduler.review_card(card, Rating(rating), review_datetime=at)
    return found


def log_loss(pairs: list[tuple[float, int]]) -> float:
    return _Sums.of(pairs).log_loss()


def rmse_bins(pairs: list[tuple[float, int]]) -> float:
    """Calibration: the root mean square gap between predicted and observed recall over 20 equal bins of the
    prediction, each weighted by its reviews."""
    return _Sums.of(pairs).rmse_bins()


@dataclass
class _Sums:
    """What both metrics need of a set of predictions, so that a bootstrap sample adds learners' sums."""

    loss: float = 0.0
    count: int = 0
    bins: dict[int, list[float]] = field(default_factory=dict)
    """Per bin: reviews, predicted recall summed, recalled summed."""

    @classmethod
    def of(cls, pairs) -> _Sums:
        sums = cls()
        for p, y in pairs:
            p = min(max(p, 1e-6), 1 - 1e-6)
            sums.loss -= math.log(p if y else 1 - p)
            sums.count += 1
            b = sums.bins.setdefault(min(int(p * BINS), BINS - 1), [0, 0.0, 0])
            b[0] += 1
            b[1] += p
            b[2] += y
        return sums

    def __add__(self, other: _Sums) -> _Sums:
        bins = {k: list(v) for k, v in self.bins.items()}
        for k, (n, p, y) in other.bins.items():
            b = bins.setdefault(k, [0, 0.0, 0])
            b[0] += n
            b[1] += p
            b[2] += y
        return _Sums(self.loss + other.loss, self.count + other.count, bins)

    def log_loss(self) -> float:
        return self.loss / self.count

    def rmse_bins(self) -> float:
        return math.sqrt(sum(n * (p / n - y / n) ** 2 for n, p, y in self.bins.values()) / self.count)


def _per_learner_rmse(sums: list[_Sums]) -> float:
    """Each learner's calibration (RMSE over bins of their own predictions), averaged weighted by their
    reviews, as the FSRS benchmark reports it: pooled over learners, one learner's over-confidence would hide
    another's under-confidence."""
    return sum(s.rmse_bins() * s.count for s in sums) / sum(s.count for s in sums)


def _interval(values: list[float]) -> tuple[float, float]:
    values = sorted(values)
    return values[int(0.025 * len(values))], values[int(0.975 * len(values)) - 1]


def bootstrap(per_learner: list[tuple[list, list]], rng: random.Random, rounds: int) -> dict:
    """Differences (fitted minus defaults) of both metrics over all held-out reviews, with 95 % intervals from
    resampling the learners."""
    sums = [(_Sums.of(base), _Sums.of(mine)) for base, mine in per_learner]

    def metrics(sample):
        base = sum((b for b, _ in sample), _Sums())
        mine = sum((m for _, m in sample), _Sums())
        return base.log_loss(), mine.log_loss(), _per_learner_rmse([b for b, _ in sample]), \
            _per_learner_rmse([m for _, m in sample])
    base_ll, fit_ll, base_rmse, fit_rmse = metrics(sums)
    d_ll, d_rmse = [], []
    for _ in range(rounds):
        b_ll, f_ll, b_rmse, f_rmse = metrics([sums[rng.randrange(len(sums))] for _ in sums])
        d_ll.append(f_ll - b_ll)
        d_rmse.append(f_rmse - b_rmse)
    return {"log_loss": (base_ll, fit_ll, fit_ll - base_ll, _interval(d_ll)),
            "rmse_bins": (base_rmse, fit_rmse, fit_rmse - base_rmse, _interval(d_rmse))}


SIZE_CUTS = (7, 14, 28, 56)
"""The days after which the size table fits each learner (each scored on the next :data:`SIZE_WINDOW`)."""
SIZE_WINDOW = timedelta(days=28)


def run(learners: int = 60, days: int = 120, fit_day: int = 60, seed: int = 1, spread: float = 0.5,
        visit: float = 0.7, rounds: int = 300) -> dict:
    from trainers import schedules

    rng = random.Random(seed)
    # The site's scheduler fuzzes its intervals with the random module's own generator: seeded too, so that a
    # run is the same every time.
    random.seed(seed)
    cut = START + timedelta(days=fit_day)
    per_learner, by_size, fitted_count, reviews_total, fits = [], {}, 0, 0, []

    def fitted(learner: Learner, until: datetime):
        before = [[schedules.Review(at, rating) for at, rating, _ in h if at < until] for h in learner.histories]
        before = [h for h in before if len(h) > 1]
        started = time.process_time()
        raw = schedules.fit_parameters(before)
        fits.append((time.process_time() - started, sum(len(h) for h in before)))
        return before, raw

    def scored(learner: Learner, parameters, after: datetime, until: datetime | None = None) -> list:
        return [pair for history in learner.histories
                for pair in _predictions(parameters, [r for r in history if until is None or r[0] < until], after)]

    for _ in range(learners):
        learner = simulate(rng, days, spread, visit)
        reviews_total += sum(len(h) - 1 for h in learner.histories)
        before, raw = fitted(learner, cut)
        chosen = raw if raw is not None and schedules.enough(before) else None
        fitted_count += chosen is not None
        base = scored(learner, DEFAULT_PARAMETERS, cut)
        if base:
            per_learner.append((base, scored(learner, chosen or DEFAULT_PARAMETERS, cut)))
        for day in SIZE_CUTS:
            start = START + timedelta(days=day)
            before, raw = fitted(learner, start)
            base = scored(learner, DEFAULT_PARAMETERS, start, start + SIZE_WINDOW)
            if raw is None or not base:
                continue
            size = schedules.long_term_reviews(before)
            bucket = next(b for b in SIZE_BUCKETS if size < b[1])
            by_size.setdefault(bucket, []).append((base, scored(learner, raw, start, start + SIZE_WINDOW)))
    fits.sort()
    result = {"learners": learners, "days": days, "fit day": fit_day, "scored learners": len(per_learner),
              "reviews": reviews_total, "held-out reviews": sum(len(b) for b, _ in per_learner),
              "fitted learners": fitted_count,
              "fit ms (median, max)": (1000 * fits[len(fits) // 2][0], 1000 * fits[-1][0], fits[-1][1]),
              "overall": bootstrap(per_learner, random.Random(seed), rounds), "by size": {}}
    for bucket in SIZE_BUCKETS:
        if bucket in by_size:
            result["by size"][bucket] = (len(by_size[bucket]), bootstrap(by_size[bucket], random.Random(seed), rounds))
    return result


SIZE_BUCKETS = ((0, 40), (40, 80), (80, 160), (160, 320), (320, 640), (640, 10**9))
"""Long-term reviews before the fit (what FSRS learns from)."""


def _line(name: str, figures) -> str:
    base, mine, diff, (low, high) = figures
    return f"  {name:<10} defaults {base:.4f}  fitted {mine:.4f}  difference {diff:+.4f} (95 % CI {low:+.4f} to {high:+.4f})"


def report(result: dict) -> str:
    lines = [f"{result['learners']} simulated learners over {result['days']} days, {result['reviews']} reviews, "
             f"{result['held-out reviews']} held-out reviews after day {result['fit day']} scored; {result['fitted learners']} learners over the "
             f"fitting thresholds; a fit took {result['fit ms (median, max)'][0]:.1f} ms of CPU (median), "
             f"{result['fit ms (median, max)'][1]:.1f} ms at most ({result['fit ms (median, max)'][2]} answers)",
             "Production rule (the defaults below the thresholds):",
             _line("log loss", result["overall"]["log_loss"]), _line("RMSE bins", result["overall"]["rmse_bins"]),
             "The fit applied whatever its size, fitted after day 7, 14, 28 and 56 and scored on the next 28 days,\n"
             "by long-term reviews before it (fits; log loss difference; RMSE bins difference):"]
    for (low, high), (count, figures) in result["by size"].items():
        top = "+" if high >= 10**9 else f"-{high - 1}"
        diff, (lo, hi) = figures["log_loss"][2], figures["log_loss"][3]
        rdiff, (rlo, rhi) = figures["rmse_bins"][2], figures["rmse_bins"][3]
        lines.append(f"  {low}{top:<7} {count:>4}  {diff:+.4f} ({lo:+.4f} to {hi:+.4f})  "
                     f"{rdiff:+.4f} ({rlo:+.4f} to {rhi:+.4f})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=60)
    parser.add_argument("--days", type=int, default=120)
    parser.add_argument("--fit-day", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--spread", type=float, default=0.5)
    parser.add_argument("--rounds", type=int, default=300)
    args = parser.parse_args(argv)
    _setup()
    started, cpu = time.perf_counter(), time.process_time()
    result = run(args.learners, args.days, args.fit_day, args.seed, args.spread, rounds=args.rounds)
    print(report(result))
    print(f"({time.perf_counter() - started:.1f} s, {time.process_time() - cpu:.1f} s of CPU)", file=sys.stderr)
    return result


if __name__ == "__main__":
    main()
