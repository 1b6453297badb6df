"""Progress follows a long-lived learner id; every answer is kept; missed questions become FSRS cards."""

from datetime import UTC, datetime

from django.db import migrations, models


def misses_to_cards(apps, schema_editor):
    """Each missed question becomes a review card due now, as if just rated "again"."""
    from trainers.review import first_card

    Miss, ReviewCard = apps.get_model("trainers", "Miss"), apps.get_model("trainers", "ReviewCard")
    for miss in Miss.objects.all():
        card = first_card(correct=False, at=miss.updated or datetime.now(UTC))
        ReviewCard.objects.get_or_create(
            learner=miss.session_key, drill=miss.drill, seed=miss.seed, level=miss.level,
            defaults={"card": card.to_dict(), "due": card.due, "last_review": card.last_review},
        )


class Migration(migrations.Migration):

    dependencies = [
        ("trainers", "0001_initial"),
    ]

    operations = [
        migrations.RemoveConstraint(model_name="stat", name="one_stat_per_key"),
        migrations.RenameField(model_name="stat", old_name="session_key", new_name="learner"),
        migrations.AlterField(
            model_name="stat", name="scope",
            field=models.CharField(choices=[("drill", "drill"), ("skill", "skill"), ("level", "level")], max_length=5),
        ),
        migrations.AlterField(model_name="stat", name="key", field=models.CharField(max_length=48)),
        migrations.AddConstraint(
            model_name="stat",
            constraint=models.UniqueConstraint(fields=("learner", "scope", "key"), name="one_stat_per_key"),
        ),
        migrations.CreateModel(
            name="Learner",
            fields=[
                ("key", models.CharField(max_length=40, primary_key=True, serialize=False)),
                ("spaced_repetition", models.BooleanField(default=True)),
                ("created", models.DateTimeField(auto_now_add=True)),
            ],
        ),
        migrations.CreateModel(
            name="Attempt",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("learner", models.CharField(max_length=40)),
                ("drill", models.CharField(max_length=40)),
                ("seed", models.BigIntegerField()),
                ("level", models.PositiveSmallIntegerField()),
                ("kind", models.CharField(choices=[("first", "first attempt"), ("review", "review")], max_length=6)),
                ("correct", models.BooleanField()),
                ("given", models.JSONField(default=dict)),
                ("seconds", models.PositiveIntegerField(null=True)),
                ("created", models.DateTimeField(auto_now_add=True)),
            ],
            options={
                "ordering": ["created", "id"],
                "indexes": [models.Index(fields=["learner", "drill", "seed", "level"], name="attempt_question")],
                "constraints": [models.UniqueConstraint(
                    fields=("learner", "drill", "seed", "level"), condition=models.Q(kind="first"),
                    name="one_first_attempt_per_question")],
            },
        ),
        migrations.CreateModel(
            name="ReviewCard",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("learner", models.CharField(max_length=40)),
                ("drill", models.CharField(max_length=40)),
                ("seed", models.BigIntegerField()),
                ("level", models.PositiveSmallIntegerField()),
                ("card", models.JSONField()),
                ("due", models.DateTimeField()),
                ("last_review", models.DateTimeField(null=True)),
                ("updated", models.DateTimeField(auto_now=True)),
            ],
            options={
                "ordering": ["due", "id"],
                "indexes": [models.Index(fields=["learner", "due"], name="card_due")],
                "constraints": [models.UniqueConstraint(fields=("learner", "drill", "seed", "level"),
                                                        name="one_card_per_question")],
            },
        ),
        migrations.RunPython(misses_to_cards, migrations.RunPython.noop),
        migrations.DeleteModel(name="Miss"),
    ]
