from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("classroom", "0003_join_guess_limits"),
    ]

    operations = [
        migrations.AddField(
            model_name="livesession",
            name="screen_hash",
            field=models.CharField(max_length=64, null=True, unique=True),
        ),
    ]
